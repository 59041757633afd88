import { useQuery } from '@tanstack/react-query'
import { isAdmin, personNameText } from '@tutor-admin/shared'
import { session } from './client'
import { useAppStore } from '../state/appStore'

/**
 * Names of the staff who changed records, by user id. Only admins may read other staff accounts
 * (R-ROLE-11); for editors the map is empty and the changes say "a staff member".
 */
export const useStaffNames = (ids: string[]) => {
  const user = useAppStore((state) => state.user)
  const admin = isAdmin(user)
  const wanted = [...new Set(ids)].sort()
  return useQuery({
    queryKey: ['users', 'names', wanted],
    enabled: admin && wanted.length > 0,
    queryFn: async (): Promise<Record<string, string>> => {
      const answer = await session.call<{ data: Array<{ _id: string; name?: unknown; email?: string }> }>(
        'users',
        'find',
        {
          query: { _id: { $in: wanted }, $limit: wanted.length, $select: ['_id', 'name', 'email'] }
        }
      )
      return Object.fromEntries(
        answer.data.map((staff) => [staff._id, personNameText(staff.name) || staff.email || ''])
      )
    }
  })
}
