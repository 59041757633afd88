import UploadFileIcon from '@mui/icons-material/UploadFile'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography
} from '@mui/material'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../errors/httpError'
import type { DialogProps } from '../../layout/dialogStore'
import type { ImportReport } from '@tutor-admin/shared'
import { uploadImport } from './fileTransfer'
import { ImportReportView } from './ImportReportView'

export interface ImportDialogProps {
  service: string
}

/**
 * The import dialog (R-ED-13, R-IO-05): a CSV or Excel file is checked first (a dry run that
 * saves nothing and reports each bad row), then imported; resolves with the import's report.
 */
export function ImportDialog({ open, close, service }: DialogProps<ImportReport> & ImportDialogProps) {
  const { t } = useTranslation('list')
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [error, setError] = useState('')
  const [running, setRunning] = useState(false)
  const send = async (dryRun: boolean) => {
    if (!file) return
    setRunning(true)
    setError('')
    try {
      const answer = await uploadImport(service, file, dryRun)
      if (dryRun) setReport(answer)
      else close(answer)
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setRunning(false)
    }
  }
  return (
    <Dialog open={open} onClose={() => close()} aria-labelledby={id} fullWidth maxWidth="sm">
      <DialogTitle id={id}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('import.choose')}
              <input
                hidden
                type="file"
                name="file"
                aria-label={t('import.file')}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null)
                  setReport(null)
                }}
              />
            </Button>
            <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
              {file?.name ?? t('import.file')}
            </Typography>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {report && <ImportReportView report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{t('common:basic.cancel')}</Button>
        <Button onClick={() => void send(true)} disabled={!file || running} loading={running && !report}>
          {t('import.check')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void send(false)}
          disabled={!report || running}
          loading={running && !!report}
        >
          {t('import.run')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
