import LoginIcon from '@mui/icons-material/Login'
import { Button } from '@mui/material'
import { SOCIAL_STRATEGY, type SocialProvider } from '@tutor-admin/shared'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError, type ErrorText } from '../errors/describeError'
import { readError } from '../api/readError'
import { useLang } from '../i18n/useLang'
import { socialLoaderOf } from './socialLoader'
import { rememberSocialSession } from './socialSession'
import { SocialSignInError } from './SocialSignInError'

export interface SocialButtonProps {
  provider: SocialProvider
  /** Busy with another way of signing in. */
  disabled?: boolean
  onBusy(busy: boolean): void
  onError(text: ErrorText): void
}

/**
 * Sign-in with one provider: its SDK loads as the button shows, so that the provider's window opens
 * straight from the click; the access token it gives signs in to the server (`social` strategy),
 * which checks it with the provider (R-AUTH-16).
 */
export function SocialButton({ provider, disabled, onBusy, onError }: SocialButtonProps) {
  const { t } = useTranslation()
  const { lang } = useLang()
  const loader = useMemo(() => socialLoaderOf(provider), [provider])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    // A failed load is said when the button is pressed, which tries again.
    loader.init().catch(() => undefined)
  }, [loader])

  /** The provider's failure, or the server's refusal: by its code when it gives one, else as a failed sign-in. */
  const failureText = (failure: unknown): ErrorText => {
    const said = { name: provider.name }
    if (failure instanceof SocialSignInError)
      return { message: t(`errors:social.${failure.reason}`, said), detail: failure.message }
    const text = describeError(failure, { t, lang })
    const { code, network } = readError(failure)
    return code || network ? text : { message: t('errors:social.failed', said), detail: text.detail }
  }

  const signIn = async () => {
    setBusy(true)
    onBusy(true)
    try {
      const credential = await loader.login()
      const { session } = await import('../api/client')
      const { accessToken } = await session.loginWith(SOCIAL_STRATEGY, credential.accessToken, {
        provider: credential.provider
      })
      rememberSocialSession(credential.provider, accessToken)
    } catch (failure) {
      onError(failureText(failure))
    } finally {
      setBusy(false)
      onBusy(false)
    }
  }

  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<LoginIcon />}
      loading={busy}
      disabled={disabled}
      onClick={() => void signIn()}
      data-testid={`social-${provider.id}`}
    >
      {t('login.socialSignIn', { name: provider.name })}
    </Button>
  )
}
