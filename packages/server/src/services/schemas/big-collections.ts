import type { Application } from '../../declarations'

/** How long the sizes of the collections are trusted before they are looked at again. */
const FRESH_MS = 60_000

/**
 * The collections above the exact count limit, which are listed only in an order an index serves
 * (R-PAGE-03): read from the database's statistics at most once a minute, since the catalogue is
 * published with every server-rendered page.
 */
export const bigCollections = (app: Application) => {
  let known: { at: number; names: Promise<Set<string>> } | undefined
  const look = async () => {
    const catalogue = app.get('catalogue')
    const dialect = app.get('dialect')
    const knex = app.get('knex')
    const limit = app.get('config').exactCountLimit
    const sizes = await Promise.all(
      catalogue.collections
        .filter((collection) => collection.table !== false)
        .map(async (collection) => {
          const estimate = await dialect.estimateRows(knex, catalogue.model(collection.name).table, limit)
          return estimate === undefined ? [] : [collection.name]
        })
    )
    return new Set(sizes.flat())
  }
  return () => {
    if (!known || Date.now() - known.at > FRESH_MS) {
      const names = look()
      // A failed look is tried again at the next call rather than kept.
      names.catch(() => (known = undefined))
      known = { at: Date.now(), names }
    }
    return known.names
  }
}
