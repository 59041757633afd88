import { useQuery } from '@tanstack/react-query'
import { session } from '../api/client'
import type { Row } from '../list/fetchRows'

/** The key of one record's query, refreshed when the record is saved. */
export const recordKey = (service: string, id: string | null | undefined) => ['record', service, id] as const

/** One record by its id (R-ED-04 get), for editing or cloning; nothing is asked without an id. */
export const useEditedRecord = (service: string, id: string | null | undefined) =>
  useQuery({
    queryKey: recordKey(service, id),
    enabled: Boolean(id),
    // A record is read fresh each time its editor opens: someone may have changed it meanwhile.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: () => session.call<Row>(service, 'get', id!)
  })
