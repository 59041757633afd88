import type { ListQuery } from '@tutor-admin/shared'
import type { ItemsService } from '../items/items.class'

export type Row = Record<string, unknown>

/** Rows read from the cursor at a time: enough to keep the writer busy, few enough to stay small. */
const BATCH = 500

/**
 * Every row a list query matches, in its order, from one cursor. The first batch is read before
 * this resolves: a query the database refuses fails here, while an error can still be answered,
 * rather than in the middle of a download. `onRows` hears how many rows were handed on so far;
 * `close` frees the cursor however far it was read.
 */
export const matchingRows = async (
  service: ItemsService,
  query: ListQuery,
  onRows: (count: number) => void
) => {
  const scan = service._scan(query, BATCH)
  const first = await scan.next()
  const rows = (async function* () {
    let count = 0
    for (let current = first; !current.done; current = await scan.next()) {
      count += current.value.length
      onRows(count)
      yield current.value
    }
  })()
  return { rows, close: async () => void (await scan.return(undefined)) }
}
