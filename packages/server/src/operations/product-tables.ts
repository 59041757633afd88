import crypto from 'node:crypto'
import type { Knex } from 'knex'
import type { Dialect } from '../db/dialects'

/** Where a migration keeps its progress in the target database; dropped once it is done. */
export const MIGRATION_PROGRESS_TABLE = 'migration_progress'

/**
 * Tables each engine derives from another one for text search (SQLite's FTS5 index and its shadow
 * tables, PostgreSQL's narrow text tables): rebuilt by the engine's own schema code, never copied.
 */
export const TEXT_INDEX_TABLE = /__fts($|_)|__text$/
export const isTextIndexTable = (name: string) => TEXT_INDEX_TABLE.test(name)

/** The tables of the product's schema that a database holds, by name: text indexes left out. */
export const productTables = async (knex: Knex, dialect: Dialect): Promise<string[]> => {
  const names: string[] =
    dialect.name === 'sqlite'
      ? (
          await knex.raw(
            `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`
          )
        ).map((row: { name: string }) => row.name)
      : (
          await knex.raw(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`)
        ).rows.map((row: { name: string }) => row.name)
  return names.filter((name) => !isTextIndexTable(name) && name !== MIGRATION_PROGRESS_TABLE).sort()
}

/** The rows of each table, counted. */
export const countRows = async (knex: Knex, tables: string[]): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [{ count }] = await knex(table).count({ count: '*' })
    counts[table] = Number(count)
  }
  return counts
}

/** The columns of each table, in name order. */
export const tableColumns = async (
  knex: Knex,
  dialect: Dialect,
  tables: string[]
): Promise<Record<string, string[]>> => {
  const columns: Record<string, string[]> = {}
  for (const table of tables) {
    const names: string[] =
      dialect.name === 'sqlite'
        ? (await knex.raw(`SELECT name FROM pragma_table_info(?)`, [table])).map(
            (row: { name: string }) => row.name
          )
        : (
            await knex.raw(
              `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?`,
              [table]
            )
          ).rows.map((row: { name: string }) => row.name)
    columns[table] = names.sort()
  }
  return columns
}

/**
 * The schema version of a database: a fingerprint of its tables and their columns, the same on
 * SQLite and PostgreSQL for the same version of the product's schema.
 */
export const schemaVersion = async (knex: Knex, dialect: Dialect, tables: string[]) => {
  return versionOf(await tableColumns(knex, dialect, tables))
}

/** The schema version of tables with these columns. */
export const versionOf = (columns: Record<string, string[]>) => {
  const text = Object.keys(columns)
    .filter((table) => table !== MIGRATION_PROGRESS_TABLE && !isTextIndexTable(table))
    .sort()
    .map((table) => `${table}(${[...columns[table]].sort().join(',')})`)
    .join(';')
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)
}

/** A database's tables, their rows and its schema version, read at once (inside one snapshot when given a transaction). */
export const describeDatabase = async (knex: Knex, dialect: Dialect) => {
  const tables = await productTables(knex, dialect)
  return {
    tables: await countRows(knex, tables),
    schemaVersion: await schemaVersion(knex, dialect, tables)
  }
}
