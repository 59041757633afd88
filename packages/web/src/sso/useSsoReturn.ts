import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError, type ErrorText } from '../errors/describeError'
import { useLang } from '../i18n/useLang'
import { takeSsoReturn } from './ssoReturn'
import { rememberSsoSession } from './ssoSession'

/**
 * On the sign-in page: back from single sign-on, exchanges the one-time code for a session (the
 * `oidc` strategy), or says why the sign-in was refused (R-AUTH-16).
 */
export function useSsoReturn({
  onBusy,
  onError
}: {
  onBusy(busy: boolean): void
  onError(text: ErrorText): void
}) {
  const { t } = useTranslation()
  const { lang } = useLang()
  useEffect(() => {
    const returned = takeSsoReturn()
    if (!returned) return
    if ('error' in returned) {
      onError({ message: t(`errors:code.${returned.error}`) })
      return
    }
    onBusy(true)
    void (async () => {
      try {
        const { session } = await import('../api/client')
        await session.loginWith('oidc', returned.code)
        rememberSsoSession()
      } catch (failure) {
        onError(describeError(failure, { t, lang }))
      } finally {
        onBusy(false)
      }
    })()
    // Once, as the page opens: the fragment is gone after the first read.
  }, [])
}
