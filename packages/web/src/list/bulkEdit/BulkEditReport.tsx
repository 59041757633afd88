import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import type { BulkEditJob, BulkEditRefusal } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { ErrorDetail } from '../../errors/ErrorDetail'
import { problemText } from '../../fields/fieldLabel'
import { ReportCounts } from '../transfer/ReportCounts'

const SHOWN_REFUSALS = 100

/** A refusal in the interface's language by its code, else the server's words. */
const refusalText = ({ message, problem }: BulkEditRefusal, t: Parameters<typeof problemText>[1]) => {
  const { code, ...params } = problem ?? { code: undefined }
  return problemText({ code, params, message }, t)
}

/**
 * What a bulk edit did, like an import's report: records changed, already so and not changed, and
 * why each refused one was left as it was (changed by someone else meanwhile, invalid, not allowed).
 */
export function BulkEditReport({
  state,
  fieldName
}: {
  state: BulkEditJob
  fieldName: (name: string) => string
}) {
  const { t } = useTranslation('list')
  const counts = [
    ['changed', state.changed],
    ['unchanged', state.unchanged],
    ['refused', state.refused]
  ] as const
  return (
    <Stack spacing={1.5} data-testid="bulk-edit-report">
      <ReportCounts
        testIdPrefix="bulk-edit"
        counts={counts.map(([key, value]) => ({ key, label: t(`bulkEdit.${key}`), value }))}
      />
      {state.refusals.length > 0 && (
        <Box sx={{ maxHeight: 240, overflow: 'auto' }}>
          <Table size="small" stickyHeader aria-label={t('bulkEdit.refused')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('bulkEdit.record')}</TableCell>
                <TableCell>{t('import.field')}</TableCell>
                <TableCell>{t('import.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.refusals.slice(0, SHOWN_REFUSALS).map((refusal, index) => (
                <TableRow key={index} data-testid="bulk-edit-refusal" data-id={refusal.recordId}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{refusal.recordId}</TableCell>
                  <TableCell>{refusal.field ? fieldName(refusal.field) : ''}</TableCell>
                  <TableCell>
                    {refusalText(refusal, t)}
                    {refusal.problem && <ErrorDetail detail={refusal.message} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  )
}
