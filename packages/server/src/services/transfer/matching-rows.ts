import type { ListQuery } from '@tutor-admin/shared'
import type { ItemsService } from '../items/items.class'

export type Row = Record<string, unknown>

const BATCH = 1000

/**
 * Every row a list query matches, a keyset page at a time, in the list's order. The first page is
 * read before this resolves: a query the database refuses fails here, while an error can still be
 * answered, rather than in the middle of a download.
 */
export const matchingRows = async (
  service: ItemsService,
  query: ListQuery
): Promise<AsyncGenerator<Row[]>> => {
  const page = (cursor: string) =>
    service._find({ ...query, select: undefined, populate: undefined, limit: BATCH, skip: 0, cursor })
  const first = await page('')
  return (async function* () {
    let current = first
    for (;;) {
      if (current.data.length) yield current.data
      if (!current.cursors?.next) return
      current = await page(current.cursors.next)
    }
  })()
}
