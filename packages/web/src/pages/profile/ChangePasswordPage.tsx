import { Box, Button, Card, CardContent, TextField } from '@mui/material'
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@tutor-admin/shared'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { session } from '../../api/client'
import { useAppStore } from '../../state/appStore'
import { showError } from '../../errors/showError'
import { LocaleLink } from '../../i18n/LocaleLink'
import { useLang } from '../../i18n/useLang'
import { PageContainer } from '../../layout/PageContainer'
import { usePageTitle } from '../../state/usePageTitle'
import { newPasswordProblem } from './newPasswordProblem'

/** Changes the signed-in user's password: POST /api/changePassword {oldPassword, newPassword} (R-AUTH-18). */
export function ChangePasswordPage() {
  const { t } = useTranslation('profile')
  usePageTitle(t('common:menu.changePassword'))
  const { to } = useLang()
  const navigate = useNavigate()
  const [oldPassword, setOldPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState(false)
  const problem = newPasswordProblem(newPassword, confirm)
  const shown = touched ? problem : undefined

  const change = useMutation({
    mutationFn: () => session.call('changePassword', 'create', { oldPassword, newPassword }),
    onSuccess: () => {
      useAppStore.getState().setSuccess(t('passwordChanged'))
      navigate(to('/profile'))
      // The change ended every session of the account, this one too: the server's refusal takes
      // the console to the sign-in page, saying why.
      void session.reAuthenticate().catch(() => undefined)
    },
    onError: (error) => showError(error)
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!problem) change.mutate()
  }

  const message = shown && t(shown, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_BYTES })
  return (
    <PageContainer maxWidth={560}>
      <Card>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 4 } }}>
          <TextField
            name="oldPassword"
            type="password"
            label={t('oldPassword')}
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => setOldPassword(event.target.value)}
            required
            fullWidth
            margin="normal"
          />
          <TextField
            name="newPassword"
            type="password"
            label={t('newPassword')}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            required
            fullWidth
            margin="normal"
            error={Boolean(shown) && shown !== 'passwordMismatch'}
            helperText={
              shown && shown !== 'passwordMismatch'
                ? message
                : t('passwordHint', { min: PASSWORD_MIN_LENGTH })
            }
          />
          <TextField
            name="confirmPassword"
            type="password"
            label={t('confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            required
            fullWidth
            margin="normal"
            error={shown === 'passwordMismatch'}
            helperText={shown === 'passwordMismatch' ? message : ' '}
          />
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
            <Button component={LocaleLink} to="/profile">
              {t('common:basic.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={change.isPending}
              disabled={!oldPassword}
              data-testid="password-save"
            >
              {t('common:menu.changePassword')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
