import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField
} from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface SecretDialogProps {
  secret: string | undefined
  onClose: () => void
}

/** Shows a subscription's signing secret once, with a copy button. */
export function SecretDialog({ secret, onClose }: SecretDialogProps) {
  const { t } = useTranslation('webhooks')
  const [copied, setCopied] = useState(false)
  return (
    <Dialog open={Boolean(secret)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('secretTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('secretText')}</DialogContentText>
        <TextField
          value={secret ?? ''}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'webhook-secret', style: { fontFamily: 'monospace' } }
          }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(secret ?? '').then(
              () => setCopied(true),
              () => {}
            )
          }}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
