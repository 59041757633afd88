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

const SHOWN_ERRORS = 100

/** A row's problem in the interface's language by its code and limits, else the server's words. */
const rowProblem = ({ message, problem }: ImportError) => {
  const { code, ...params } = problem ?? { code: undefined }
  return { code, params, message }
}

/** The counts and the problems of an import or of its dry run (R-IO-05); each problem with its column. */
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
      <Stack direction="row" spacing={3}>
        {counts.map(([key, value]) => (
          <Box key={key}>
            <Typography variant="caption" color="text.secondary">
              {t(`import.${key}`)}
            </Typography>
            <Typography variant="h6" component="p">
              {value}
            </Typography>
          </Box>
        ))}
      </Stack>
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
