import type { Knex } from 'knex'

/** How a PostgreSQL column takes a value that SQLite keeps otherwise. */
export type TargetKind = 'json' | 'boolean' | 'plain'

/** A table as the copy reads it from SQLite and writes it to PostgreSQL. */
export interface CopyPlan {
  table: string
  /** The source's columns, each with how its values are turned into the target's. */
  columns: Array<{ name: string; kind: TargetKind }>
  /** The primary key's columns, in order: rows are read in this order, from the last one copied on. */
  key: string[]
}

/** The primary key of a SQLite table, in key order. */
const sqliteKey = async (source: Knex, table: string): Promise<string[]> => {
  const rows: Array<{ name: string; pk: number }> = await source.raw(
    `SELECT name, pk FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`,
    [table]
  )
  return rows.map((row) => row.name)
}

/** The columns of a PostgreSQL table with their types. */
const postgresTypes = async (target: Knex, table: string) => {
  const { rows } = await target.raw(
    `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?`,
    [table]
  )
  return new Map<string, string>(rows.map((row: { name: string; type: string }) => [row.name, row.type]))
}

/**
 * How a table is copied: every column of the SQLite table must be in the PostgreSQL table that the
 * product's schema code made; JSON kept as text in SQLite goes into `jsonb` as values, booleans
 * kept as 0 and 1 as booleans, the rest as they are.
 */
export const copyPlan = async (source: Knex, target: Knex, table: string): Promise<CopyPlan> => {
  const names: string[] = (await source.raw(`SELECT name FROM pragma_table_info(?)`, [table])).map(
    (row: { name: string }) => row.name
  )
  const types = await postgresTypes(target, table)
  if (types.size === 0) throw new Error(`The product's schema on PostgreSQL has no table ${table}.`)
  const missing = names.filter((name) => !types.has(name))
  if (missing.length)
    throw new Error(`The product's schema on PostgreSQL has no column ${missing.join(', ')} in ${table}.`)
  const key = await sqliteKey(source, table)
  if (key.length === 0)
    throw new Error(`${table} has no primary key: it cannot be copied in resumable batches.`)
  const kindOf = (type: string): TargetKind =>
    type === 'jsonb' || type === 'json' ? 'json' : type === 'boolean' ? 'boolean' : 'plain'
  return { table, key, columns: names.map((name) => ({ name, kind: kindOf(types.get(name)!) })) }
}

/** A value as SQLite keeps it, as the PostgreSQL column takes it. */
export const targetValue = (kind: TargetKind, value: unknown): unknown => {
  if (value === null || value === undefined) return null
  if (kind === 'json') return typeof value === 'string' ? JSON.parse(value) : value
  if (kind === 'boolean') return value === 1 || value === true || value === '1'
  return value
}

/** A SQLite row as the PostgreSQL row to write. */
export const targetRow = (plan: CopyPlan, row: Record<string, unknown>) => {
  const converted: Record<string, unknown> = {}
  for (const { name, kind } of plan.columns) converted[name] = targetValue(kind, row[name])
  return converted
}

/** The next batch of a table after the key `after` (from the start without one), in key order. */
export const readBatch = async (
  source: Knex,
  plan: CopyPlan,
  after: unknown[] | null,
  size: number
): Promise<Record<string, unknown>[]> => {
  const keys = plan.key.map((column) => `"${column}"`).join(', ')
  const where = after ? `WHERE (${keys}) > (${after.map(() => '?').join(', ')})` : ''
  return source.raw(`SELECT * FROM "${plan.table}" ${where} ORDER BY ${keys} LIMIT ?`, [
    ...((after ?? []) as Knex.Value[]),
    size
  ])
}

/** Writes rows to the PostgreSQL table in one statement: the batch travels as one JSON value. */
export const writeBatch = async (trx: Knex.Transaction, plan: CopyPlan, rows: Record<string, unknown>[]) => {
  const names = plan.columns.map(() => '??').join(', ')
  const columns = plan.columns.map((column) => column.name)
  await trx.raw(`INSERT INTO ?? (${names}) SELECT ${names} FROM json_populate_recordset(NULL::??, ?::json)`, [
    plan.table,
    ...columns,
    ...columns,
    plan.table,
    JSON.stringify(rows.map((row) => targetRow(plan, row)))
  ])
}

/**
 * Moves every sequence of the target (serial and identity columns) past the largest value copied,
 * so that the next row PostgreSQL numbers itself does not take a copied one. The product's tables
 * use text ids, but a table with a sequence would otherwise fail on its next insert.
 */
export const advanceSequences = async (target: Knex) => {
  const { rows } = await target.raw(
    `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
     WHERE table_schema = current_schema() AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`
  )
  for (const { table, column } of rows as Array<{ table: string; column: string }>)
    await target.raw(
      `SELECT setval(pg_get_serial_sequence(?, ?), COALESCE((SELECT max(??) FROM ??), 0) + 1, false)`,
      [`"${table}"`, column, column, table]
    )
  return rows.length as number
}
