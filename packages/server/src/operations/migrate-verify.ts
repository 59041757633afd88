import { isDeepStrictEqual } from 'node:util'
import type { Knex } from 'knex'
import type { Catalogue } from '../catalogue/catalogue'
import type { Dialect } from '../db/dialects'
import { textTable } from '../db/dialects/postgres-text-table'
import { fromRow } from '../db/row-codec'
import { tableModel } from '../db/schema/table-model'
import { copyPlan, targetValue, type CopyPlan } from './migrate-tables'
import { countRows } from './product-tables'

export interface Databases {
  source: Knex
  sourceDialect: Dialect
  target: Knex
  targetDialect: Dialect
  catalogue: Catalogue
}

/** Tables whose rows differ in number between the engines, as sentences; empty when all agree. */
export const compareCounts = async (dbs: Databases, tables: string[]) => {
  const source = await countRows(dbs.source, tables)
  const target = await countRows(dbs.target, tables)
  const problems = tables
    .filter((table) => source[table] !== target[table])
    .map((table) => `${table}: ${source[table]} rows in SQLite, ${target[table]} in PostgreSQL`)
  // Each text table on PostgreSQL, built by the product's schema code, holds one entry per row.
  for (const collection of dbs.catalogue.collections) {
    if (collection.table === false || tableModel(collection).textIndexed.size === 0) continue
    const [{ count }] = await dbs.target(textTable(collection.name)).count({ count: '*' })
    if (Number(count) !== target[collection.name])
      problems.push(
        `the text index of ${collection.name} holds ${count} rows, the table ${target[collection.name]}`
      )
  }
  return { counts: source, problems }
}

/** Rows of a table by key, in the order of `keys` (undefined where there is none), read at once. */
const rowsByKey = async (knex: Knex, plan: CopyPlan, keys: unknown[][]) => {
  if (keys.length === 0) return []
  const tuple = `(${plan.key.map(() => '?').join(', ')})`
  const rows: Record<string, unknown>[] = await knex(plan.table).whereRaw(
    `(${plan.key.map(() => '??').join(', ')}) IN (${keys.map(() => tuple).join(', ')})`,
    [...plan.key, ...(keys.flat() as Knex.Value[])]
  )
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(plan.key.map((column) => row[column]))
  const byKey = new Map(rows.map((row) => [keyOf(row), row]))
  return keys.map((key) => byKey.get(JSON.stringify(key)))
}

/** The product's collection of a table, when it is one. */
const collectionOf = (catalogue: Catalogue, table: string) =>
  catalogue.collections.find((collection) => collection.table !== false && collection.name === table)

/**
 * Compares a sample of each table's records field by field (the first, the last and random ones):
 * every column as the copy turned it, and for the catalogue's tables the records as the product
 * reads them on each engine (hidden fields such as password hashes included). Answers the rows
 * compared and what differs, as sentences.
 */
export const compareSamples = async (dbs: Databases, tables: string[], perTable: number) => {
  const problems: string[] = []
  let compared = 0
  for (const table of tables) {
    const plan = await copyPlan(dbs.source, dbs.target, table)
    const keys = plan.key.map((column) => `"${column}"`).join(', ')
    const picked: Record<string, unknown>[] = await dbs.source.raw(
      `SELECT ${keys} FROM (SELECT ${keys} FROM "${table}" ORDER BY ${keys} LIMIT 1)
       UNION SELECT ${keys} FROM (SELECT ${keys} FROM "${table}" ORDER BY ${plan.key.map((k) => `"${k}" DESC`).join(', ')} LIMIT 1)
       UNION SELECT ${keys} FROM (SELECT ${keys} FROM "${table}" ORDER BY random() LIMIT ?)`,
      [perTable]
    )
    const sampleKeys = picked.map((row) => plan.key.map((column) => row[column]))
    const sourceRows = await rowsByKey(dbs.source, plan, sampleKeys)
    const targetRows = await rowsByKey(dbs.target, plan, sampleKeys)
    const collection = collectionOf(dbs.catalogue, table)
    sampleKeys.forEach((key, index) => {
      const [from, to] = [sourceRows[index]!, targetRows[index]]
      compared++
      if (!to) return void problems.push(`${table} ${JSON.stringify(key)} is missing in PostgreSQL`)
      for (const { name, kind } of plan.columns) {
        const expected = targetValue(kind, from[name])
        if (!isDeepStrictEqual(expected, to[name] ?? null))
          problems.push(
            `${table} ${JSON.stringify(key)} ${name}: ${JSON.stringify(expected)} in SQLite, ${JSON.stringify(to[name])} in PostgreSQL`
          )
      }
      if (collection) {
        const model = tableModel(collection)
        const read = [
          fromRow(dbs.sourceDialect, model, from, true),
          fromRow(dbs.targetDialect, model, to, true)
        ]
        if (!isDeepStrictEqual(read[0], read[1]))
          problems.push(`${table} ${JSON.stringify(key)} reads differently on the two engines`)
      }
    })
  }
  return { compared, problems }
}
