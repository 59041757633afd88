import { useQuery } from '@tanstack/react-query'
import {
  API_TOKENS_PATH,
  apiTokenAccount,
  apiTokenOfAccount,
  isAdmin,
  personNameText,
  type ApiToken,
  type Paginated
} from '@tutor-admin/shared'
import { session } from './client'
import { useAppStore } from '../state/appStore'

/** The names of staff accounts by id. */
const staffNames = async (ids: string[]): Promise<Record<string, string>> => {
  if (!ids.length) return {}
  const answer = await session.call<{ data: Array<{ _id: string; name?: unknown; email?: string }> }>(
    'users',
    'find',
    { query: { _id: { $in: ids }, $limit: ids.length, $select: ['_id', 'name', 'email'] } }
  )
  return Object.fromEntries(
    answer.data.map((staff) => [staff._id, personNameText(staff.name) || staff.email || ''])
  )
}

/** The names of API tokens by the account id they write as (`token:<id>`). */
const tokenNames = async (ids: string[]): Promise<Record<string, string>> => {
  if (!ids.length) return {}
  const answer = await session.call<Paginated<ApiToken>>(API_TOKENS_PATH, 'find', { query: {} })
  return Object.fromEntries(answer.data.map((token) => [apiTokenAccount(token._id), token.name]))
}

/**
 * Names of the staff and API tokens who changed records, by account id. Only admins may read
 * other staff accounts (R-ROLE-11) and tokens; for editors the map is empty and the changes say
 * "a staff member" or "an API token".
 */
export const useStaffNames = (ids: string[]) => {
  const user = useAppStore((state) => state.user)
  const admin = isAdmin(user)
  const wanted = [...new Set(ids)].sort()
  return useQuery({
    queryKey: ['users', 'names', wanted],
    enabled: admin && wanted.length > 0,
    queryFn: async (): Promise<Record<string, string>> => {
      const [staff, tokens] = await Promise.all([
        staffNames(wanted.filter((id) => !apiTokenOfAccount(id))),
        tokenNames(wanted.filter((id) => apiTokenOfAccount(id)))
      ])
      return { ...staff, ...tokens }
    }
  })
}
