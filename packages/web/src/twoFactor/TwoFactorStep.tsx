import { Alert, Box, Button, Skeleton, Typography } from '@mui/material'
import type { TwoFactorEnrolment } from '@tutor-admin/shared'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError, type ErrorText } from '../errors/describeError'
import { ErrorDetail } from '../errors/ErrorDetail'
import { readError } from '../api/readError'
import { useLang } from '../i18n/useLang'
import { CodeField } from './CodeField'
import { EnrolmentQr } from './EnrolmentQr'
import { RecoveryCodesList } from './RecoveryCodesList'
import type { TwoFactorChallenge } from './twoFactorChallenge'

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge
  /** Back to email and password (also when the challenge expired). */
  onBack: (error?: ErrorText) => void
}

const loadSession = async () => (await import('../api/client')).session

/**
 * The sign-in's second step: a code of the authenticator app or a recovery code. A person whose
 * role requires two-factor and has none sets it up here first (QR code, first code), sees the
 * recovery codes once, and then goes on signed in.
 */
export function TwoFactorStep({ challenge, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation('profile')
  const { lang } = useLang()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ErrorText | null>(null)
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null)
  const [done, setDone] = useState<{ accessToken: string; recoveryCodes: string[] } | null>(null)

  useEffect(() => {
    if (!challenge.enrol) return
    loadSession()
      .then((session) => session.startEnrolment(challenge.challenge))
      .then(setEnrolment, (failure: unknown) => onBack(describeError(failure, { t, lang })))
  }, [challenge, onBack, t, lang])

  const fail = (failure: unknown) => {
    const { code: errorCode, data } = readError(failure)
    if (errorCode === 'invalidTwoFactorCode' && data.expired)
      return onBack({ message: t('errors:code.invalidTwoFactorCode', { context: 'expired' }) })
    setError(describeError(failure, { t, lang }))
    setBusy(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const session = await loadSession()
      if (challenge.enrol) {
        const answer = await session.confirmEnrolment(challenge.challenge, code.trim())
        setDone({ accessToken: answer.accessToken, recoveryCodes: answer.recoveryCodes })
        setBusy(false)
      } else await session.loginWithCode(challenge.challenge, code.trim())
    } catch (failure) {
      fail(failure)
    }
  }

  const goOn = async () => {
    setBusy(true)
    await (await loadSession()).loginWith('jwt', done!.accessToken).catch(fail)
  }

  if (done)
    return (
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <RecoveryCodesList codes={done.recoveryCodes} />
        <Button
          variant="contained"
          size="large"
          fullWidth
          loading={busy}
          onClick={() => void goOn()}
          sx={{ mt: 3 }}
        >
          {t('twoFactor.continue')}
        </Button>
      </Box>
    )

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ width: '100%', maxWidth: 380 }}
      aria-labelledby="two-factor-heading"
      data-testid="two-factor-step"
    >
      <Typography id="two-factor-heading" component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t(challenge.enrol ? 'twoFactor.enrolTitle' : 'twoFactor.stepTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(challenge.enrol ? 'twoFactor.enrolIntro' : 'twoFactor.stepIntro')}
      </Typography>
      {challenge.enrol && (enrolment ? <EnrolmentQr enrolment={enrolment} /> : <Skeleton height={260} />)}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="login-error">
          {error.message}
          <ErrorDetail detail={error.detail} />
        </Alert>
      )}
      <CodeField
        label={t(challenge.enrol ? 'twoFactor.code' : 'twoFactor.stepCode')}
        helperText={challenge.enrol ? t('twoFactor.codeHint') : undefined}
        value={code}
        onChange={setCode}
        recovery={!challenge.enrol}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2, py: 1.3 }}>
        {t('twoFactor.verify')}
      </Button>
      <Button fullWidth onClick={() => onBack()} sx={{ mt: 1 }}>
        {t('twoFactor.back')}
      </Button>
    </Box>
  )
}
