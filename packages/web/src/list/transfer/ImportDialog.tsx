import UploadFileIcon from '@mui/icons-material/UploadFile'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography
} from '@mui/material'
import {
  checkImportChoices,
  importOptionFields,
  ValidationFailure,
  type ImportChoices,
  type ImportReport
} from '@tutor-admin/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { serverProblems, type Problems } from '../../fields/fieldProblems'
import type { RecordValues } from '../../fields/recordPlace'
import { fieldProblemsOf } from '../../errors/fieldProblemsOf'
import { ErrorDetail } from '../../errors/ErrorDetail'
import { errorText } from '../../errors/errorText'
import type { ErrorText } from '../../errors/describeError'
import type { DialogProps } from '../../layout/dialogStore'
import { listRouteByService } from '../../records/listRoute'
import { uploadImport } from './fileTransfer'
import { ImportOptionsEditor } from './ImportOptionsEditor'
import { ImportReportView } from './ImportReportView'
import { TransferProgressView } from './TransferProgressView'
import { FinishedBeforeStop, isAbort } from './transferJob'
import { useTransferRun } from './useTransferRun'

export interface ImportDialogProps {
  service: string
}

/**
 * The import dialog (R-ED-13, R-IO-05): a CSV or Excel file is checked first (a dry run that
 * saves nothing and reports each bad row), then imported; resolves with the import's report. A
 * route's `importOptions` add an editor of values for the rows that leave fields empty and of how
 * rows find the records they update, sent with the file.
 */
export function ImportDialog({ open, close, service }: DialogProps<ImportReport> & ImportDialogProps) {
  const { t } = useTranslation('list')
  const id = useId()
  const answer = useSchemas().data
  const route = answer && listRouteByService(answer, service)
  const options = route?.settings.importOptions
  const fields = route ? importOptionFields(route.collection, options) : []
  const matchField = route?.collection.fields.find((field) => field.name === options?.matchBy)
  const [file, setFile] = useState<File | null>(null)
  const [values, setValues] = useState<RecordValues>(() => ({ ...options?.defaults }))
  const [matching, setMatching] = useState(Boolean(matchField))
  const [problems, setProblems] = useState<Problems>({})
  const [report, setReport] = useState<ImportReport | null>(null)
  const [error, setError] = useState<ErrorText | null>(null)
  const [stopped, setStopped] = useState<'nothingSaved' | 'finished' | null>(null)
  // Leaving or stopping a running import cancels it on the server: nothing is written, unless the
  // stop came after the import had finished (then said so).
  const { running, stopping, progress, run, stop, leave } = useTransferRun(() => close())
  // A change of the options makes the last check stale: check again before importing.
  const changed = () => setReport(null)
  const choices = (): ImportChoices | undefined => {
    if (!route || (!fields.length && !matchField)) return undefined
    const chosen = { values, ...(matching && matchField ? { matchBy: matchField.name } : {}) }
    checkImportChoices(route.collection, options, chosen, answer?.enums)
    return chosen
  }
  const send = async (dryRun: boolean) => {
    if (!file) return
    setError(null)
    let chosen: ImportChoices | undefined
    try {
      chosen = choices()
      setProblems({})
    } catch (failure) {
      if (!(failure instanceof ValidationFailure)) throw failure
      setProblems(serverProblems(failure.errors, failure.codes, failure.params))
      return
    }
    setStopped(null)
    try {
      const result = await run((control) => uploadImport(service, file, dryRun, chosen, control))
      if (dryRun) setReport(result)
      else close(result)
    } catch (failure) {
      if (failure instanceof FinishedBeforeStop && !dryRun) {
        // Saved: the check's report is spent, and importing again would add the rows twice.
        setStopped('finished')
        setReport(null)
      } else if (isAbort(failure) || failure instanceof FinishedBeforeStop) setStopped('nothingSaved')
      else {
        setProblems(fieldProblemsOf(failure))
        setError(errorText(failure))
      }
    }
  }
  return (
    <Dialog open={open} onClose={leave} aria-labelledby={id} fullWidth maxWidth="sm">
      <DialogTitle id={id}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileIcon />}
              sx={{ flexShrink: 0 }}
            >
              {t('import.choose')}
              <input
                hidden
                type="file"
                name="file"
                aria-label={t('import.file')}
                accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null)
                  changed()
                }}
              />
            </Button>
            <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
              {file?.name ?? t('import.file')}
            </Typography>
          </Stack>
          {(fields.length > 0 || matchField) && (
            <>
              <Divider />
              <ImportOptionsEditor
                fields={fields}
                values={values}
                onValue={(name, value) => {
                  setValues((current) => ({ ...current, [name]: value }))
                  changed()
                }}
                matchField={matchField}
                matching={matching}
                onMatching={(next) => {
                  setMatching(next)
                  changed()
                }}
                problems={problems}
                disabled={running}
                enums={answer?.enums}
              />
            </>
          )}
          {running && <TransferProgressView progress={progress} stopping={stopping} />}
          {stopped && (
            <Alert severity="info">
              {t(stopped === 'finished' ? 'transfer.finishedBeforeStop' : 'transfer.stopped')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" data-testid="import-error">
              {error.message}
              <ErrorDetail detail={error.detail} />
            </Alert>
          )}
          {report && <ImportReportView report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave}>{t('common:basic.cancel')}</Button>
        {running && (
          <Button onClick={stop} color="warning" disabled={stopping} data-testid="transfer-stop">
            {t('transfer.stop')}
          </Button>
        )}
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
