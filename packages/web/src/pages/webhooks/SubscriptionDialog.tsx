import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
  useTheme
} from '@mui/material'
import type { FieldProblemData } from '@tutor-admin/shared'
import type { WebhookSubscription } from '@tutor-admin/shared/webhooks/webhook-events'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readError } from '../../api/readError'
import { describeError } from '../../errors/describeError'
import { useLang } from '../../i18n/useLang'
import { EventPicker, type EventPickerProps } from './EventPicker'
import type { SubscriptionInput } from './useWebhooks'

export interface SubscriptionDialogProps {
  open: boolean
  /** The subscription edited; a new one when absent. */
  subscription?: WebhookSubscription
  collections: EventPickerProps['collections']
  onClose: () => void
  /** Saves; a refusal with a problem per field is shown under each field. */
  onSave: (input: SubscriptionInput) => Promise<void>
}

const EMPTY: SubscriptionInput = { url: '', description: '', events: [], active: true }

/** Makes or edits a subscription: its URL, description, events and whether it is active. */
export function SubscriptionDialog({
  open,
  subscription,
  collections,
  onClose,
  onSave
}: SubscriptionDialogProps) {
  const { t } = useTranslation('webhooks')
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [input, setInput] = useState<SubscriptionInput>(EMPTY)
  const [problems, setProblems] = useState<Record<string, FieldProblemData>>({})
  const [failure, setFailure] = useState<unknown>()
  const [busy, setBusy] = useState(false)
  const { lang } = useLang()
  useEffect(() => {
    if (!open) return
    setInput(
      subscription
        ? {
            url: subscription.url,
            description: subscription.description,
            events: subscription.events,
            active: subscription.active
          }
        : EMPTY
    )
    setProblems({})
    setFailure(undefined)
  }, [open, subscription])

  const problem = (field: string) => {
    const found = problems[field]
    if (!found) return undefined
    const { code, ...params } = found
    const events = Array.isArray(params.events) ? params.events.join(', ') : undefined
    return t(`problems.${code}`, { ...params, events, defaultValue: code })
  }
  const save = async () => {
    setBusy(true)
    setFailure(undefined)
    try {
      await onSave(input)
    } catch (error) {
      const fields = readError(error).data.fields as Record<string, FieldProblemData> | undefined
      setProblems(fields ?? {})
      if (!fields) setFailure(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{subscription ? t('edit') : t('new')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {failure !== undefined && (
            <Alert severity="error" role="alert">
              {describeError(failure, { t, lang }).message}
            </Alert>
          )}
          <TextField
            label={t('url')}
            value={input.url}
            required
            onChange={(event) => setInput({ ...input, url: event.target.value })}
            error={Boolean(problems.url)}
            helperText={problem('url') ?? t('urlHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'webhook-url', inputMode: 'url' } }}
          />
          <TextField
            label={t('description')}
            value={input.description}
            onChange={(event) => setInput({ ...input, description: event.target.value })}
            error={Boolean(problems.description)}
            helperText={problem('description')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={input.active}
                onChange={(event) => setInput({ ...input, active: event.target.checked })}
              />
            }
            label={t('active')}
          />
          <Box>
            <FormHelperText error={Boolean(problems.events)} sx={{ mx: 0 }}>
              {problem('events') ?? t('events')}
            </FormHelperText>
            <Box sx={{ maxHeight: phone ? undefined : 360, overflow: 'auto' }}>
              <EventPicker
                collections={collections}
                value={input.events}
                onChange={(events) => setInput({ ...input, events })}
              />
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="webhook-save">
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
