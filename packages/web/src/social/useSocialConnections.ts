import type { SocialProvider } from '@tutor-admin/shared'
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { authOptionsQuery } from './authOptionsQuery'
import { socialLoaderOf } from './socialLoader'
import { forgetSocialSession } from './socialSession'

/** One provider's link with this browser, as its SDK says. */
export interface SocialConnection {
  provider: SocialProvider
  /** Connected (signed in there, permission given), not, or undefined while its SDK is asked. */
  connected: boolean | undefined
  /** Its SDK could not be loaded or asked. */
  failed: boolean
}

const connectionKey = (provider: SocialProvider) => ['socialConnection', provider.id] as const

/**
 * The social providers the server publishes and whether this browser is connected to each
 * (R-AUTH-16); `disconnect` takes the application's permission back at the provider (the SDK's
 * permission delete), which ends the link: the next sign-in with it asks the person again. Loads
 * no SDK when the server publishes no provider.
 */
export function useSocialConnections() {
  const queryClient = useQueryClient()
  const providers = useQuery(authOptionsQuery).data?.providers ?? []
  const states = useQueries({
    queries: providers.map((provider) => ({
      queryKey: connectionKey(provider),
      queryFn: () => socialLoaderOf(provider).connected(),
      retry: false,
      staleTime: 0
    }))
  })
  const disconnect = useMutation({
    mutationFn: async (provider: SocialProvider) => {
      await socialLoaderOf(provider).revokePermission()
      forgetSocialSession()
    },
    onSuccess: (_done, provider) => queryClient.setQueryData(connectionKey(provider), false)
  })
  const connections: SocialConnection[] = providers.map((provider, index) => ({
    provider,
    connected: states[index]?.data,
    failed: states[index]?.isError ?? false
  }))
  return { connections, disconnect }
}
