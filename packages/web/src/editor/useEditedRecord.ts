import { useQuery } from '@tanstack/react-query'
import { session } from '../api/client'
import type { Row } from '../records/data/fetchRows'

/** One record by its id (R-ED-04 get), for editing or cloning; nothing is asked without an id. */
export const useEditedRecord = (service: string, id: string | null | undefined) =>
  useQuery({
    queryKey: ['record', service, id],
    enabled: Boolean(id),
    // A record is read fresh each time its editor opens: someone may have changed it meanwhile.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: () => session.call<Row>(service, 'get', id!)
  })
