import { JOURNAL_PATHS, type ChangeRecord } from '@tutor-admin/shared'
import { session } from '../api/client'

/** A page of the journal; `total` is counted for a record's history. */
export interface ChangesPage {
  total?: number
  data: ChangeRecord[]
}

/** The versions of one record, newest first (`GET /api/changes`); refreshed by its service's events. */
export const historyQuery = (service: string, collection: string, recordId: string, limit: number) => ({
  queryKey: [JOURNAL_PATHS.changes, collection, recordId, limit],
  meta: { services: [service] },
  queryFn: () =>
    session.call<ChangesPage>(JOURNAL_PATHS.changes, 'find', {
      query: { collection, recordId, $limit: limit }
    })
})
