import { useEffect } from 'react'
import { Navigate } from 'react-router'
import { session } from '../api/client'
import { queryClient } from '../api/queryClient'
import { isLoggedIn, useAppStore } from '../state/appStore'
import { LoadingScreen } from '../layout/LoadingScreen'
import { useLang } from '../i18n/useLang'
import { leaveSsoProvider } from '../sso/ssoSession'

/**
 * Signs out: token and stored login and profile removed, then the login page (R-AUTH-06), by way of
 * the single sign-on provider's sign-out when the session came from it (R-AUTH-16).
 */
export function LogoutPage() {
  const loggedIn = useAppStore(isLoggedIn)
  const { to } = useLang()
  useEffect(() => {
    void session.logout().then(() => {
      queryClient.clear()
      leaveSsoProvider()
    })
  }, [])
  return loggedIn ? <LoadingScreen /> : <Navigate to={to('/login')} replace />
}
