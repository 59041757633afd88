import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  API_TOKENS_PATH,
  type ApiToken,
  type ApiTokenInput,
  type CreatedApiToken,
  type Paginated
} from '@tutor-admin/shared'
import { session } from '../../api/client'

const KEY = [API_TOKENS_PATH]

/** The API tokens (`/api/apiTokens`), newest first, with the create and revoke calls. */
export const useApiTokens = () => {
  const client = useQueryClient()
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => session.call<Paginated<ApiToken>>(API_TOKENS_PATH, 'find', { query: {} })
  })
  const refresh = () => client.invalidateQueries({ queryKey: KEY })
  const create = useMutation({
    mutationFn: (input: ApiTokenInput) => session.call<CreatedApiToken>(API_TOKENS_PATH, 'create', input),
    onSuccess: refresh
  })
  const revoke = useMutation({
    mutationFn: (id: string) => session.call<ApiToken>(API_TOKENS_PATH, 'remove', id),
    onSuccess: refresh
  })
  return { list, create, revoke }
}

/** The colour of each state's chip. */
export const STATE_COLORS = { active: 'success', revoked: 'default', expired: 'warning' } as const

/** Whether a token works, was revoked, or is past its expiry. */
export const tokenState = (token: ApiToken, now = Date.now()): 'active' | 'revoked' | 'expired' => {
  if (token.revoked) return 'revoked'
  return Date.parse(token.expires) <= now ? 'expired' : 'active'
}
