import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material'
import type { ApiToken } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/dates'
import { useTokenScope } from './useTokenText'
import { STATE_COLORS, tokenState } from './useApiTokens'

export interface TokenListProps {
  tokens: ApiToken[]
  onRevoke: (token: ApiToken) => void
}

/** The tokens on a phone: one card each, its facts one under another. */
export function TokenCards({ tokens, onRevoke }: TokenListProps) {
  const { t } = useTranslation('tokens')
  const scope = useTokenScope()
  return (
    <Stack spacing={1.5}>
      {tokens.map((token) => {
        const state = tokenState(token)
        return (
          <Card key={token._id} data-testid="row" data-id={token._id}>
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {token.name}
                </Typography>
                <Chip
                  size="small"
                  label={t(`state.${state}`)}
                  color={STATE_COLORS[state]}
                  data-testid="token-state"
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {token.hint}…
              </Typography>
              <Typography variant="body2">{t(`roles.${token.role}`)}</Typography>
              <Typography variant="body2">{scope(token)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('expires')}: {formatDate(token.expires)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('lastUsed')}: {token.lastUsed ? formatDate(token.lastUsed) : t('never')}
              </Typography>
            </CardContent>
            {state !== 'revoked' && (
              <CardActions sx={{ justifyContent: 'flex-end' }}>
                <Button color="error" size="small" onClick={() => onRevoke(token)} data-testid="token-revoke">
                  {t('revoke')}
                </Button>
              </CardActions>
            )}
          </Card>
        )
      })}
      {tokens.length === 0 && <Typography>{t('none')}</Typography>}
    </Stack>
  )
}
