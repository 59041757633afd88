import type { Knex } from 'knex'
import type { Dialect } from '../../db/dialects'
import { joinSql, sql, type Sql } from '../../db/sql'
import { planColumns, type CollectionPlan } from './search-collection'

type Row = Record<string, unknown>

/**
 * One statement for every collection's look-up (`UNION ALL` of each one's first matches), so that
 * a search is one round trip and holds one connection of the pool however many collections it
 * reads. Each part answers its plan's index, the record's id and its columns as text, in the same
 * number of columns (`v0`, `v1`, … padded with NULL); JSON columns come back as JSON text.
 */
export const unionSearch = async (
  knex: Knex,
  dialect: Dialect,
  plans: CollectionPlan[]
): Promise<Row[][]> => {
  if (plans.length === 0) return []
  const columns = plans.map(planColumns)
  const width = Math.max(...columns.map((names) => names.length))
  const parts = plans.map((plan, index): Sql => {
    const values = Array.from({ length: width }, (_, at) =>
      at < columns[index].length
        ? sql(`CAST(?? AS TEXT) AS ??`, columns[index][at], `v${at}`)
        : sql(`CAST(NULL AS TEXT) AS ??`, `v${at}`)
    )
    const select = joinSql([sql(`${index} AS "p"`), sql(`?? AS "id"`, '_id'), ...values], ', ')
    return sql(
      `SELECT * FROM (SELECT ${select.sql} FROM ?? WHERE ${plan.where.sql} LIMIT ${plan.candidates}) AS ??`,
      ...select.bindings,
      plan.fields.model.table,
      ...plan.where.bindings,
      `s${index}`
    )
  })
  const union = joinSql(parts, ' UNION ALL ')
  // Its text is the same for the same collections and paths: the engine keeps it compiled.
  const rows = await dialect.selectShaped(knex, union.sql, union.bindings, () =>
    knex.select('*').from(knex.raw(`(${union.sql}) AS "found"`, union.bindings as Knex.RawBinding[]))
  )
  const byPlan: Row[][] = plans.map(() => [])
  for (const row of rows) {
    const index = Number(row.p)
    const record: Row = { _id: row.id }
    columns[index].forEach((name, at) => {
      const kind = plans[index].fields.model.columns.get(name)?.kind
      const text = row[`v${at}`]
      record[name] = kind === 'json' && typeof text === 'string' ? parseJson(text) : text
    })
    byPlan[index].push(record)
  }
  return byPlan
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
