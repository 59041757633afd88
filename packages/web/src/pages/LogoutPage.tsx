import { useEffect } from 'react'
import { Navigate } from 'react-router'
import { session } from '../api/client'
import { queryClient } from '../api/queryClient'
import { authOptionsQuery } from '../social/authOptionsQuery'
import { leaveSocialProvider } from '../social/socialSession'
import { isLoggedIn, useAppStore } from '../state/appStore'
import { LoadingScreen } from '../layout/LoadingScreen'
import { useLang } from '../i18n/useLang'
import { leaveSsoProvider } from '../sso/ssoSession'

/**
 * Signs out: token and stored login and profile removed, then the login page (R-AUTH-06), by way of
 * the single sign-on provider's sign-out when the session came from it, and signing out at the
 * social provider (its SDK's logout) when it came from one (R-AUTH-16).
 */
export function LogoutPage() {
  const loggedIn = useAppStore(isLoggedIn)
  const { to } = useLang()
  useEffect(() => {
    const { token } = useAppStore.getState()
    void session.logout().then(() => {
      queryClient.clear()
      leaveSsoProvider()
      void leaveSocialProvider(token, async () => (await queryClient.fetchQuery(authOptionsQuery)).providers)
    })
  }, [])
  return loggedIn ? <LoadingScreen /> : <Navigate to={to('/login')} replace />
}
