import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useSsoReturn } from '../sso/useSsoReturn'
import { authOptionsQuery } from './authOptionsQuery'
import type { SocialSignInProps } from './signInProps'

/** The buttons and their providers' loaders: fetched only when the server publishes a provider. */
const SignInButtons = lazy(() => import('./SignInButtons').then((m) => ({ default: m.SignInButtons })))

/**
 * The ways to sign in the server publishes, read once through the query cache: without a query
 * observer, whose code the sign-in page would otherwise be the first to load.
 */
const useAuthOptions = () => {
  const client = useQueryClient()
  const [options, setOptions] = useState(() => client.getQueryData(authOptionsQuery.queryKey))
  useEffect(() => {
    if (!options) void client.fetchQuery(authOptionsQuery).then(setOptions, () => undefined)
  }, [client, options])
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
