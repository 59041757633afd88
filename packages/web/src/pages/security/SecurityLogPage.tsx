import {
  Card,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField
} from '@mui/material'
import { apiTokenOfAccount, SECURITY_EVENT_KINDS, type SecurityEventKind } from '@tutor-admin/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../errors/describeError'
import { formatDate } from '../../i18n/dates'
import { useLang } from '../../i18n/useLang'
import { PageContainer } from '../../layout/PageContainer'
import { useWhoName } from '../../journal/useWhoName'
import { usePageTitle } from '../../state/usePageTitle'
import { useSecurityEvents } from './useSecurityEvents'

const PAGE_SIZES = [25, 50, 100]

const isTokenAccount = (account: string | null): account is string => apiTokenOfAccount(account) !== undefined

/**
 * The security log, for administrators: sign-ins, failed sign-ins, locks, ended sessions and
 * password changes, newest first, of one kind or all, a page at a time.
 */
export function SecurityLogPage() {
  const { t } = useTranslation('profile')
  const { lang } = useLang()
  usePageTitle(t('securityLog.title'))
  const [kind, setKind] = useState<SecurityEventKind | ''>('')
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0])
  const { data, error } = useSecurityEvents(kind, page, pageSize)
  // API tokens are named (tokens are the administrators' own to read); people by their account id.
  const whoName = useWhoName((data?.data ?? []).map((event) => event.account).filter(isTokenAccount))
  const reasonText = (reason: string | null) =>
    reason ? t(`securityLog.reasons.${reason}`, { defaultValue: reason }) : ''
  return (
    <PageContainer>
      <TextField
        select
        size="small"
        label={t('securityLog.kind')}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as SecurityEventKind | '')
          setPage(0)
        }}
        sx={{ mb: 2, minWidth: 220 }}
        data-testid="security-kind"
      >
        <MenuItem value="">{t('securityLog.allKinds')}</MenuItem>
        {SECURITY_EVENT_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`securityLog.kinds.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Card>
        {error && (
          <TableContainer sx={{ p: 2 }} role="alert">
            {describeError(error, { t, lang }).message}
          </TableContainer>
        )}
        <TableContainer>
          {/* On a phone the table scrolls sideways rather than squeezing each column to a letter. */}
          <Table size="small" sx={{ minWidth: 680 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('securityLog.at')}</TableCell>
                <TableCell>{t('securityLog.kind')}</TableCell>
                <TableCell>{t('securityLog.who')}</TableCell>
                <TableCell>{t('securityLog.address')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('securityLog.userAgent')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.data.map((event) => (
                <TableRow key={event._id} data-testid="row" data-id={event._id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(event.at)}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    {t(`securityLog.kinds.${event.kind}`)}
                    {event.reason && ` (${reasonText(event.reason)})`}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                    {isTokenAccount(event.account) ? whoName(event.account) : (event.account ?? event.email ?? '—')}
                  </TableCell>
                  <TableCell>{event.address || '—'}</TableCell>
                  <TableCell
                    sx={{
                      display: { xs: 'none', md: 'table-cell' },
                      maxWidth: 320,
                      overflowWrap: 'anywhere'
                    }}
                  >
                    {event.userAgent || '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value))
            setPage(0)
          }}
          labelRowsPerPage={t('securityLog.perPage')}
          labelDisplayedRows={({ from, to, count }) => t('securityLog.range', { from, to, count })}
        />
      </Card>
    </PageContainer>
  )
}
