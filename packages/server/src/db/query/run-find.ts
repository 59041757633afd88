import { DATA_CONSTANTS, type ListQuery, type Paginated, type SortKey } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../dialects'
import type { TableModel } from '../schema/table-model'
import type { Sql } from '../sql'
import type { JsonReading } from '../stored-json'
import { compileFilter } from './apply-filter'
import { countTotal, type Total } from './count-total'
import { afterPosition, decodeCursor, encodeCursor } from './cursor'
import { textIndexMatches } from './matching-rows'
import { soleTextSearch } from './text-search'

type Row = Record<string, unknown>

const reverse = (sort: SortKey[]): SortKey[] =>
  sort.map((key) => ({ ...key, direction: key.direction === 1 ? -1 : 1 }))

const selectColumns = (model: TableModel, query: ListQuery) => {
  const names = query.select ?? [...model.columns.keys()]
  // Sort values are needed to build cursors even when not selected.
  const needed = new Set([...names, ...query.sort.map((key) => key.field)])
  return [...needed].filter((name) => !model.columns.get(name)?.field.params?.hidden)
}

/** Leaves out of rows the columns read only to build cursors: the answer has what was selected. */
const stripperOf = (query: ListQuery, columns: string[]) => {
  const selected = new Set(query.select ?? columns)
  const added = columns.filter((column) => !selected.has(column))
  return (rows: Row[]) => {
    if (added.length) for (const row of rows) for (const column of added) delete row[column]
    return rows
  }
}

/** Whether an index has this column first, so that rows can be read in its order. */
const leadsAnIndex = (model: TableModel, column: string) =>
  column === '_id' ||
  model.unique.includes(column) ||
  model.indexes.some((columns) => columns[0].replace(/^-/, '') === column)

export interface FindOptions {
  /** Rows counted exactly before the total is estimated. */
  exactCountLimit?: number
  /** The filter's matches, where counted already (all of them): they are the total. */
  matches?: number
  /** How JSON columns are read (`selectRows`). */
  json?: JsonReading
}

/**
 * Runs a validated list query: filter, sort, offset or keyset page, and the total (C11, R-PAGE-06/09),
 * counted exactly up to `exactCountLimit` rows unless `query.exactCount` asks for every one.
 */
export const runFind = async (
  knex: Knex,
  dialect: Dialect,
  model: TableModel,
  query: ListQuery,
  { exactCountLimit = DATA_CONSTANTS.exactCountLimit, matches, json = 'decoded' }: FindOptions = {}
): Promise<Paginated<Row>> => {
  const filter = query.filter ? compileFilter(dialect, model, query.filter) : undefined
  const base = (where = filter) => {
    const builder = knex(model.table)
    if (where) builder.whereRaw(where.sql, where.bindings as Knex.RawBinding[])
    return builder
  }
  const ordered = (builder: Knex.QueryBuilder, sort: SortKey[]) => {
    for (const key of sort) {
      const order = dialect.orderBy(key.field, key.direction)
      builder.orderByRaw(order.sql, order.bindings as Knex.RawBinding[])
    }
    return builder
  }
  const columns = selectColumns(model, query)
  const strip = stripperOf(query, columns)
  /**
   * A page's records: the keys of its rows first, from a narrow query the indexes often answer
   * alone, then the whole records of those keys, so that sorting and skipping move keys, not records.
   */
  const pageQuery = (keys: Knex.QueryBuilder, sort: SortKey[]) =>
    ordered(knex(model.table).select(columns).whereIn('_id', keys), sort)
  const pageRows = (keys: Knex.QueryBuilder, sort: SortKey[]) =>
    dialect.selectRows(pageQuery(keys, sort), model, json)

  if (query.cursor !== undefined) {
    const position = query.cursor ? decodeCursor(query.sort, query.cursor) : undefined
    const sort = position?.before ? reverse(query.sort) : query.sort
    const keys = ordered(base().select('_id'), sort).limit(query.limit + 1)
    if (position) {
      const after = afterPosition(dialect, model, sort, position.values)
      keys.whereRaw(after.sql, after.bindings as Knex.RawBinding[])
    }
    const rows = await pageRows(keys, sort)
    const more = rows.length > query.limit
    const page = rows.slice(0, query.limit)
    if (position?.before) page.reverse()
    const first = page[0]
    const last = page[page.length - 1]
    const hasNext = position?.before ? page.length > 0 : more
    const hasPrevious = position ? (position.before ? more : page.length > 0) : false
    const cursors = {
      next: hasNext && last ? encodeCursor(query.sort, last, false) : null,
      previous: hasPrevious && first ? encodeCursor(query.sort, first, true) : null
    }
    return { limit: query.limit, skip: 0, data: strip(page), cursors }
  }

  /**
   * A big collection's pages go on by keyset (R-PAGE-06): where the total is estimated, an offset
   * answer also carries the cursors of the pages beside it, which read no skipped rows. Not for a
   * text search, whose keyset pages could not use the text index.
   */
  const offsetAnswer = (total: Total, data: Row[], searched: boolean): Paginated<Row> => {
    const keyset = total.totalEstimated !== undefined && !searched && data.length > 0
    const cursors = keyset
      ? {
          next: data.length === query.limit ? encodeCursor(query.sort, data[data.length - 1], false) : null,
          previous: query.skip > 0 ? encodeCursor(query.sort, data[0], true) : null
        }
      : undefined
    return { ...total, limit: query.limit, skip: query.skip, data: strip(data), ...(cursors && { cursors }) }
  }

  const keys = (where?: Sql) =>
    ordered(base(where).select('_id'), query.sort).limit(query.limit).offset(query.skip)
  const search = soleTextSearch(model, query.filter)
  const indexSearch = search && dialect.textIndexSearch(model.table, search.columns, search.term)
  const counting = async (rows: Knex.QueryBuilder, whole: boolean): Promise<Total> =>
    matches !== undefined
      ? { total: matches }
      : countTotal(knex, dialect, model.table, rows, {
          whole,
          exact: query.exactCount === true,
          limit: exactCountLimit
        })
  if (indexSearch) {
    // The text index counts alone.
    const count = counting(textIndexMatches(knex, indexSearch), false)
    if (typeof indexSearch.pageWhere !== 'function') {
      // A page that does not depend on the count is read beside it.
      const [total, data] = await Promise.all([
        count,
        query.limit === 0 ? [] : pageRows(keys(indexSearch.pageWhere), query.sort)
      ])
      return offsetAnswer(total, data, true)
    }
    // The count tells how the page is best read; a capped count stands for more matches than it.
    const total = await count
    const matches = total.totalEstimated ? Infinity : total.total!
    const where = indexSearch.pageWhere(
      matches,
      query.skip + query.limit,
      leadsAnIndex(model, query.sort[0].field)
    )
    const data = query.limit === 0 || query.skip >= matches ? [] : await pageRows(keys(where), query.sort)
    return offsetAnswer(total, data, true)
  }
  /**
   * A page of the whole table (a list as it opens, and paged on): a shape whose only values are
   * its limit and offset, so that its SQL is compiled once (`selectShaped`).
   */
  const wholeTablePage = () => {
    const offset = query.skip > 0
    const shape = JSON.stringify(['page', model.table, columns, query.sort, offset])
    const values = offset ? [query.limit, query.skip] : [query.limit]
    return dialect.selectShaped(knex, shape, values, () => pageQuery(keys(), query.sort), model, json)
  }
  // Count and page together: on PostgreSQL they run side by side on two connections.
  const [total, data] = await Promise.all([
    counting(base(), !filter),
    query.limit === 0 ? [] : filter ? pageRows(keys(), query.sort) : wholeTablePage()
  ])
  return offsetAnswer(total, data, false)
}
