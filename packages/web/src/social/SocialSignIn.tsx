import type { AuthOptions } from '@tutor-admin/shared/auth/social-sign-in'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useSsoReturn } from '../sso/useSsoReturn'
import { readAuthOptions } from './authOptions'
import type { SocialSignInProps } from './signInProps'

/** The buttons and their providers' loaders: fetched only when the server publishes a provider. */
const SignInButtons = lazy(() => import('./SignInButtons').then((m) => ({ default: m.SignInButtons })))

/**
 * The ways to sign in the server publishes, read once per page: without the data cache, whose code
 * the sign-in page does not load.
 */
const useAuthOptions = () => {
  const [options, setOptions] = useState<AuthOptions>()
  useEffect(() => {
    void readAuthOptions().then(setOptions, () => undefined)
  }, [])
  return options
}

/**
 * The sign-in page's social providers and single sign-on (R-AUTH-16): a button for each one the
 * server publishes, and nothing at all (no script, no button) when it publishes none. Back from
 * single sign-on, it signs in with the code the provider's callback handed over.
 */
export function SocialSignIn(props: SocialSignInProps) {
  const options = useAuthOptions()
  const providers = options?.providers ?? []
  const sso = options?.sso ?? null
  useSsoReturn(props)
  if (providers.length === 0 && !sso) return null
  return (
    <Suspense>
      <SignInButtons providers={providers} sso={sso} {...props} />
    </Suspense>
  )
}
