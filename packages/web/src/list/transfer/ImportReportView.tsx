import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ImportError, ImportReport } from '@tutor-admin/shared'
import { problemText } from '../../fields/fieldLabel'
import { ErrorDetail } from '../../errors/ErrorDetail'
import { ReportCounts } from './ReportCounts'

const SHOWN_ERRORS = 100

/** A row's problem in the interface's language by its code and limits, else the server's words. */
const rowProblem = ({ message, problem }: ImportError) => {
  const { code, ...params } = problem ?? { code: undefined }
  return { code, params, message }
}

/**
 * The counts and the problems of an import or of its dry run (R-IO-05), each problem with its
 * column, and the encoding a text file was read in ("Read as Big5-HKSCS").
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('list')
  const counts = [
    ['total', report.total],
    ['created', report.created],
    ['updated', report.updated],
    ['failed', report.failed]
  ] as const
  return (
    <Stack spacing={1.5} data-testid="import-report">
      {report.dryRun && <Alert severity="info">{t('import.checked')}</Alert>}
      {report.encoding && (
        <Typography variant="body2" color="text.secondary" data-testid="import-encoding">
          {t('import.readAs', { encoding: report.encoding })}
        </Typography>
      )}
      <ReportCounts counts={counts.map(([key, value]) => ({ key, label: t(`import.${key}`), value }))} />
      {report.errors.length > 0 && (
        <Box sx={{ maxHeight: 240, overflow: 'auto' }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t('import.row')}</TableCell>
                <TableCell>{t('import.field')}</TableCell>
                <TableCell>{t('import.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
                <TableRow key={index}>
                  <TableCell>{error.row}</TableCell>
                  <TableCell>{error.field ?? ''}</TableCell>
                  <TableCell data-testid="import-problem">
                    {problemText(rowProblem(error), t)}
                    {error.problem && <ErrorDetail detail={error.message} />}
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
