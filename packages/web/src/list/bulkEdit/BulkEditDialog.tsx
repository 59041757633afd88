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
import {
  bulkEditFields,
  bulkEditKind,
  type BulkEditJob,
  type BulkEditPreview,
  type BulkEditRequest
} from '@tutor-admin/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import type { ErrorText } from '../../errors/describeError'
import { ErrorDetail } from '../../errors/ErrorDetail'
import { errorText } from '../../errors/errorText'
import { fieldProblemsOf } from '../../errors/fieldProblemsOf'
import { fieldLabel } from '../../fields/fieldLabel'
import type { Problems } from '../../fields/fieldProblems'
import { useLang } from '../../i18n/useLang'
import type { DialogProps } from '../../layout/dialogStore'
import { listRouteByService } from '../../records/listRoute'
import { TransferProgressView } from '../transfer/TransferProgressView'
import { BulkEditFieldRow, type BulkFieldChoice } from './BulkEditFieldRow'
import { BulkEditReport } from './BulkEditReport'
import { cancelBulkEdit, followBulkEdit, previewBulkEdit, startBulkEdit } from './bulkEditCalls'

export interface BulkEditDialogProps {
  service: string
  /** The records: the chosen ids, or every record matching the list's filter. */
  target: Pick<BulkEditRequest, 'ids' | 'query'>
}

const OFF: BulkFieldChoice = { on: false, mode: 'set', value: null }

/** The request of the fields switched on: values set, items added or removed. */
const changesOf = (choices: Record<string, BulkFieldChoice>) => {
  const changes: Required<Pick<BulkEditRequest, 'set' | 'add' | 'remove'>> = { set: {}, add: {}, remove: {} }
  for (const [name, choice] of Object.entries(choices))
    if (choice.on)
      if (choice.mode === 'set') changes.set[name] = choice.value ?? null
      else changes[choice.mode][name] = Array.isArray(choice.value) ? choice.value : []
  return changes
}

/**
 * "Edit selected" (bulk edit): the fields that can be set in bulk, each switched on to change it;
 * Next asks the server how many records will change (and checks the values), Confirm runs the edit
 * as a job with its progress and a stop, and the end shows what changed and what was refused.
 * Resolves with the job's last state (undefined when nothing ran).
 */
export function BulkEditDialog({
  open,
  close,
  service,
  target
}: DialogProps<BulkEditJob> & BulkEditDialogProps) {
  const { t } = useTranslation('list')
  const { lang } = useLang()
  const titleId = useId()
  const answer = useSchemas().data
  const route = answer && listRouteByService(answer, service)
  const fields = route ? bulkEditFields(route.collection) : []
  const [choices, setChoices] = useState<Record<string, BulkFieldChoice>>({})
  const [problems, setProblems] = useState<Problems>({})
  const [error, setError] = useState<ErrorText | null>(null)
  const [preview, setPreview] = useState<BulkEditPreview | null>(null)
  const [state, setState] = useState<BulkEditJob | null>(null)
  const [busy, setBusy] = useState(false)
  const [stopping, setStopping] = useState(false)
  const running = state?.phase === 'write'
  const ended = state !== null && !running
  const labelOf = (name: string) => {
    const field = route?.collection.fields.find((candidate) => candidate.name === name)
    return field ? fieldLabel(field, lang, t) : name
  }
  const request = (): BulkEditRequest => ({ collection: service, ...target, ...changesOf(choices) })
  const fail = (failure: unknown) => {
    setProblems(fieldProblemsOf(failure))
    setError(errorText(failure, labelOf))
  }
  const next = async () => {
    setBusy(true)
    setError(null)
    try {
      setPreview(await previewBulkEdit(request()))
      setProblems({})
    } catch (failure) {
      fail(failure)
    } finally {
      setBusy(false)
    }
  }
  const run = async () => {
    if (!preview) return
    setBusy(true)
    setError(null)
    try {
      const started = await startBulkEdit({ ...request(), asOf: preview.asOf })
      setState(started)
      setState(await followBulkEdit(started.job, setState))
    } catch (failure) {
      fail(failure)
    } finally {
      setBusy(false)
    }
  }
  const stop = async () => {
    if (!state) return
    setStopping(true)
    await cancelBulkEdit(state.job).catch(fail)
  }
  const leave = () => {
    if (running) void stop()
    else close(ended ? state : undefined)
  }
  const choose = (name: string, choice: BulkFieldChoice) => {
    setChoices((current) => ({ ...current, [name]: choice }))
    setPreview(null)
  }
  const anyOn = Object.values(choices).some((choice) => choice.on)
  return (
    <Dialog
      open={open}
      onClose={leave}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="bulk-edit-dialog"
    >
      <DialogTitle id={titleId}>{t('bulkEdit.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {!state && (
            <>
              <Typography variant="body2" color="text.secondary">
                {fields.length ? t('bulkEdit.hint') : t('bulkEdit.noFields')}
              </Typography>
              <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} spacing={0.5}>
                <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
                  {t('bulkEdit.fields')}
                </Typography>
                {fields.map((field) => {
                  const choice = choices[field.name] ?? {
                    ...OFF,
                    mode: bulkEditKind(field) === 'list' ? 'add' : 'set'
                  }
                  return (
                    <BulkEditFieldRow
                      key={field.name}
                      field={field}
                      label={labelOf(field.name)}
                      choice={choice}
                      onChoice={(next) => choose(field.name, next)}
                      problems={problems}
                      disabled={busy}
                      enums={answer?.enums}
                    />
                  )
                })}
              </Stack>
            </>
          )}
          {preview && !state && (
            <Alert severity="warning" data-testid="bulk-edit-count" data-count={preview.changing}>
              {t('bulkEdit.count', { count: preview.changing })}{' '}
              {preview.total > preview.changing &&
                t('bulkEdit.already', { count: preview.total - preview.changing })}{' '}
              {t('bulkEdit.countHint')}
            </Alert>
          )}
          {state && (
            <TransferProgressView
              progress={{ phase: 'write', done: state.done, total: state.total }}
              stopping={stopping && running}
            />
          )}
          {state?.phase === 'cancelled' && (
            <Alert severity="info">{t('bulkEdit.stopped', { count: state.changed })}</Alert>
          )}
          {state?.phase === 'failed' && (
            <Alert severity="error">{t('bulkEdit.failed', { count: state.changed })}</Alert>
          )}
          {ended && <BulkEditReport state={state} fieldName={labelOf} />}
          {error && (
            <Alert severity="error" data-testid="bulk-edit-error">
              {error.message}
              <ErrorDetail detail={error.detail} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {running && (
          <Button
            onClick={() => void stop()}
            color="warning"
            disabled={stopping}
            data-testid="bulk-edit-stop"
          >
            {t('transfer.stop')}
          </Button>
        )}
        {!state && <Button onClick={leave}>{t('common:basic.cancel')}</Button>}
        {!state && !preview && (
          <Button
            variant="contained"
            onClick={() => void next()}
            disabled={!anyOn || busy}
            loading={busy}
            data-testid="bulk-edit-next"
          >
            {t('bulkEdit.next')}
          </Button>
        )}
        {!state && preview && (
          <Button
            variant="contained"
            onClick={() => void run()}
            disabled={busy || preview.changing === 0}
            loading={busy}
            data-testid="bulk-edit-confirm"
          >
            {t('bulkEdit.confirm', { count: preview.changing })}
          </Button>
        )}
        {ended && (
          <Button variant="contained" onClick={leave} data-testid="bulk-edit-close">
            {t('bulkEdit.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
