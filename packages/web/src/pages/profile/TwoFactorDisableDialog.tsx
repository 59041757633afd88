import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField
} from '@mui/material'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../errors/errorText'
import type { DialogProps } from '../../layout/dialogStore'
import { CodeField } from '../../twoFactor/CodeField'
import { useTwoFactorAction } from '../../twoFactor/useTwoFactor'

/** Turns two-factor off with a current code of the app, or the password. */
export function TwoFactorDisableDialog({ open, close }: DialogProps<boolean>) {
  const { t } = useTranslation('profile')
  const id = useId()
  const disable = useTwoFactorAction()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const proof = code.trim() ? { code: code.trim() } : { password }
    disable.mutate({ action: 'disable', ...proof }, { onSuccess: () => close(true) })
  }
  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{t('twoFactor.disableTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('twoFactor.disableIntro')}</DialogContentText>
          {disable.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(disable.error).message}
            </Alert>
          )}
          <CodeField label={t('twoFactor.stepCode')} value={code} onChange={setCode} recovery />
          <TextField
            type="password"
            label={t('twoFactor.password')}
            autoComplete="current-password"
            fullWidth
            margin="normal"
            value={password}
            disabled={Boolean(code.trim())}
            onChange={(event) => setPassword(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{t('twoFactor.cancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            loading={disable.isPending}
            disabled={!code.trim() && !password}
          >
            {t('twoFactor.turnOff')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
