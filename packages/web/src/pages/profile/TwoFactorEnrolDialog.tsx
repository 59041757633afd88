import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton } from '@mui/material'
import type { TwoFactorEnrolment } from '@tutor-admin/shared'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../errors/errorText'
import type { DialogProps } from '../../layout/dialogStore'
import { CodeField } from '../../twoFactor/CodeField'
import { EnrolmentQr } from '../../twoFactor/EnrolmentQr'
import { RecoveryCodesList } from '../../twoFactor/RecoveryCodesList'
import { useTwoFactorAction } from '../../twoFactor/useTwoFactor'

/** Sets up two-factor: a new secret as a QR code, confirmed with a first code, then the recovery codes once. */
export function TwoFactorEnrolDialog({ open, close }: DialogProps<boolean>) {
  const { t } = useTranslation('profile')
  const id = useId()
  const start = useTwoFactorAction<TwoFactorEnrolment>()
  const confirm = useTwoFactorAction<{ recoveryCodes: string[] }>()
  const [code, setCode] = useState('')
  const { mutate: startEnrolment } = start
  useEffect(() => startEnrolment({ action: 'start' }), [startEnrolment])
  const codes = confirm.data?.recoveryCodes
  const failure = start.error ?? confirm.error
  const submit = (event: FormEvent) => {
    event.preventDefault()
    confirm.mutate({ action: 'confirm', code: code.trim() })
  }
  return (
    <Dialog
      open={open}
      onClose={() => close(Boolean(codes))}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} data-testid="two-factor-enrol">
        <DialogTitle id={`${id}-title`}>{t('twoFactor.title')}</DialogTitle>
        <DialogContent>
          {codes ? (
            <RecoveryCodesList codes={codes} />
          ) : (
            <>
              {start.data ? <EnrolmentQr enrolment={start.data} /> : <Skeleton height={260} />}
              {failure && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorText(failure).message}
                </Alert>
              )}
              <CodeField
                label={t('twoFactor.code')}
                helperText={t('twoFactor.codeHint')}
                value={code}
                onChange={setCode}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          {codes ? (
            <Button variant="contained" onClick={() => close(true)} data-testid="two-factor-done">
              {t('twoFactor.done')}
            </Button>
          ) : (
            <>
              <Button onClick={() => close(false)}>{t('twoFactor.cancel')}</Button>
              <Button type="submit" variant="contained" loading={confirm.isPending} disabled={!start.data}>
                {t('twoFactor.confirm')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  )
}
