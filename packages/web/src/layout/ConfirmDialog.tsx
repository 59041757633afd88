import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogProps } from './dialogStore'

export interface ConfirmDialogProps {
  title: string
  text: string
  confirmLabel: string
}

/** Asks before something that cannot be undone (R-LIST-09, R-LIST-10); resolves `true` on confirm. */
export function ConfirmDialog({
  open,
  close,
  title,
  text,
  confirmLabel
}: DialogProps<boolean> & ConfirmDialogProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <Dialog
      open={open}
      onClose={() => close(false)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)} autoFocus>
          {t('basic.cancel')}
        </Button>
        <Button onClick={() => close(true)} color="error" variant="contained" data-testid="confirm-delete">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
