import { Box, Button, Typography } from '@mui/material'
import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError, type ErrorText } from '../errors/describeError'
import { ErrorDetail } from '../errors/ErrorDetail'
import { i18n } from '../i18n/i18n'
import { useLang } from '../i18n/useLang'
import { LoginLayout } from '../layout/LoginLayout'
import { LoginField } from './LoginField'
import { usePageTitle } from '../state/usePageTitle'
import { SocialSignIn } from '../social/SocialSignIn'
import { twoFactorChallenge, type TwoFactorChallenge } from '../twoFactor/twoFactorChallenge'
import { useAppStore } from '../state/appStore'

/** The notice and error boxes' code (MUI's alert, its icons and close button) loads when one shows. */
const Alert = lazy(() => import('@mui/material/Alert'))

/** The code step of a two-factor sign-in, and its texts: loaded when a sign-in needs it, not with every start. */
const TwoFactorStep = lazy(async () => {
  const [{ TwoFactorStep }] = await Promise.all([
    import('../twoFactor/TwoFactorStep'),
    i18n.loadNamespaces('profile')
  ])
  return { default: TwoFactorStep }
})

/**
 * Sign-in with email and password (C7, C22), and with the social providers the server publishes
 * (R-AUTH-16). Once signed in, the login route's middleware moves on to the requested page
 * (R-RT-05); a refusal says why in the interface's language and stays (R-AUTH-02).
 */
export function LoginPage() {
  const { t } = useTranslation()
  const { lang } = useLang()
  usePageTitle(t('login.title'))
  const loginNotice = useAppStore((state) => state.loginNotice)
  const sessionEndCode = useAppStore((state) => state.sessionEndCode)
  const sessionEndReason = useAppStore((state) => state.sessionEndReason)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<ErrorText | null>(null)
  const [busy, setBusy] = useState(false)
  const [socialBusy, setSocialBusy] = useState(false)
  const [secondStep, setSecondStep] = useState<TwoFactorChallenge>()
  const backFromSecondStep = useCallback((failure?: ErrorText) => {
    setSecondStep(undefined)
    setError(failure ?? null)
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      // The socket client loads with the first sign-in attempt, keeping it out of the login page's code.
      const { session } = await import('../api/client')
      await session.login(email.trim(), password)
    } catch (failure) {
      setSecondStep(twoFactorChallenge(failure))
      if (!twoFactorChallenge(failure)) setError(describeError(failure, { t, lang }))
      setBusy(false)
    }
  }

  if (secondStep)
    return (
      <LoginLayout>
        <Suspense>
          <TwoFactorStep challenge={secondStep} onBack={backFromSecondStep} />
        </Suspense>
      </LoginLayout>
    )

  return (
    <LoginLayout>
      <Box
        component="form"
        onSubmit={submit}
        noValidate={false}
        sx={{ width: '100%', maxWidth: 380 }}
        aria-labelledby="login-heading"
      >
        <Typography id="login-heading" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {t('login.welcomeBack')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('login.subtitle')}
        </Typography>
        <Suspense>
          {loginNotice && !error && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="login-notice">
              {sessionEndCode
                ? t(`errors:code.${sessionEndCode}`, { context: sessionEndReason ?? undefined })
                : t('login.sessionEnded')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="login-error">
              {error.message}
              <ErrorDetail detail={error.detail} />
            </Alert>
          )}
        </Suspense>
        <LoginField
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <LoginField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={busy}
          disabled={socialBusy}
          sx={{ mt: 3, py: 1.3 }}
        >
          {t('login.submit')}
        </Button>
        <SocialSignIn disabled={busy} onBusy={setSocialBusy} onError={setError} />
      </Box>
    </LoginLayout>
  )
}
