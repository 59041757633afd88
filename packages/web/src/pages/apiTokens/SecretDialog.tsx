import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField
} from '@mui/material'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface SecretDialogProps {
  /** The new token's secret; the dialog is open while there is one. */
  secret: string | undefined
  onClose: () => void
}

/** Shows a new token's secret, this once, with a button that copies it. */
export function SecretDialog({ secret, onClose }: SecretDialogProps) {
  const { t } = useTranslation('tokens')
  const id = useId()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (!secret) return
    await navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => undefined
    )
  }
  const close = () => {
    setCopied(false)
    onClose()
  }
  return (
    <Dialog
      open={secret !== undefined}
      onClose={close}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{t('secretTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('secretText')}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              value={secret ?? ''}
              fullWidth
              size="small"
              label={t('secret')}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  'data-testid': 'token-secret',
                  style: { fontFamily: 'monospace' },
                  onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select()
                }
              }}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy()}
              data-testid="token-copy"
              sx={{ flexShrink: 0 }}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} data-testid="token-done">
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
