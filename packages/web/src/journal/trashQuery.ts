import { JOURNAL_PATHS, type TrashRecord } from '@tutor-admin/shared'
import { session } from '../api/client'

/** A page of a collection's trash; `total` is always counted. */
export interface TrashPage {
  total: number
  data: TrashRecord[]
}

/** Rows of the trash per page. */
export const TRASH_PAGE = 20

/**
 * A page of a collection's trash, newest removal first, found by text when `search` is given;
 * refreshed by the collection's events (a removal adds to it, a restore takes from it).
 */
export const trashQuery = (service: string, collection: string, search: string, page: number) => ({
  queryKey: [JOURNAL_PATHS.trash, collection, search, page],
  meta: { services: [service] },
  queryFn: () =>
    session.call<TrashPage>(JOURNAL_PATHS.trash, 'find', {
      query: {
        collection,
        ...(search && { $search: search }),
        $limit: TRASH_PAGE,
        $skip: page * TRASH_PAGE
      }
    })
})
