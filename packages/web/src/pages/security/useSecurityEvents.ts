import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Paginated, SecurityEvent, SecurityEventKind } from '@tutor-admin/shared'
import { session } from '../../api/client'

/** A page of the security log (`/api/securityEvents`), newest first, of one kind or all. */
export const useSecurityEvents = (kind: SecurityEventKind | '', page: number, pageSize: number) =>
  useQuery({
    queryKey: ['securityEvents', kind, page, pageSize],
    placeholderData: keepPreviousData,
    queryFn: () =>
      session.call<Paginated<SecurityEvent>>('securityEvents', 'find', {
        query: { ...(kind ? { kind } : {}), $limit: pageSize, $skip: page * pageSize }
      })
  })
