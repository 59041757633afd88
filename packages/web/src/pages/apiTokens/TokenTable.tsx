import {
  Button,
  Card,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/dates'
import type { TokenListProps } from './TokenCards'
import { useTokenScope } from './useTokenText'
import { STATE_COLORS, tokenState } from './useApiTokens'

/** The tokens on a wider screen: a table, a row each. */
export function TokenTable({ tokens, onRevoke }: TokenListProps) {
  const { t } = useTranslation('tokens')
  const scope = useTokenScope()
  return (
    <Card sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('role')}</TableCell>
            <TableCell>{t('scope')}</TableCell>
            <TableCell>{t('expires')}</TableCell>
            <TableCell>{t('lastUsed')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => {
            const state = tokenState(token)
            return (
              <TableRow key={token._id} data-testid="row" data-id={token._id}>
                <TableCell sx={{ minWidth: 140 }}>
                  {token.name}
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace' }}
                  >
                    {token.hint}…
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`roles.${token.role}`)}</TableCell>
                <TableCell sx={{ minWidth: 200, maxWidth: 320 }}>{scope(token)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(token.expires)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {token.lastUsed ? formatDate(token.lastUsed) : t('never')}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`state.${state}`)}
                    color={STATE_COLORS[state]}
                    data-testid="token-state"
                  />
                </TableCell>
                <TableCell align="right">
                  {state !== 'revoked' && (
                    <Button
                      color="error"
                      size="small"
                      onClick={() => onRevoke(token)}
                      data-testid="token-revoke"
                    >
                      {t('revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            )
          })}
          {tokens.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{t('none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  )
}
