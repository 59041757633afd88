import type { Knex } from 'knex'
import { MIGRATION_PROGRESS_TABLE } from './product-tables'

/** How far the copy of one table got, kept in the target in the same transaction as its rows. */
export interface TableProgress {
  table: string
  /** The key of the last row copied (JSON of its values), null before the first batch. */
  lastKey: unknown[] | null
  rows: number
  done: boolean
}

/** Creates the progress table of a migration when missing. */
export const ensureProgressTable = async (target: Knex) => {
  if (await target.schema.hasTable(MIGRATION_PROGRESS_TABLE)) return
  await target.schema.createTable(MIGRATION_PROGRESS_TABLE, (table) => {
    table.text('table').primary()
    table.text('lastKey').nullable()
    table.bigInteger('rows').notNullable()
    table.boolean('done').notNullable()
  })
}

/** The progress kept so far, by table. */
export const readProgress = async (target: Knex): Promise<Map<string, TableProgress>> => {
  const rows: Array<{ table: string; lastKey: string | null; rows: number | string; done: boolean }> =
    await target(MIGRATION_PROGRESS_TABLE).select('*')
  return new Map(
    rows.map((row) => [
      row.table,
      {
        table: row.table,
        lastKey: row.lastKey === null ? null : (JSON.parse(row.lastKey) as unknown[]),
        rows: Number(row.rows),
        done: row.done
      }
    ])
  )
}

/** Saves a table's progress, inside the transaction that wrote its rows. */
export const saveProgress = (trx: Knex.Transaction, progress: TableProgress) =>
  trx(MIGRATION_PROGRESS_TABLE)
    .insert({
      table: progress.table,
      lastKey: progress.lastKey === null ? null : JSON.stringify(progress.lastKey),
      rows: progress.rows,
      done: progress.done
    })
    .onConflict('table')
    .merge()

/** Forgets the progress: the migration is complete. */
export const dropProgressTable = (target: Knex) => target.schema.dropTableIfExists(MIGRATION_PROGRESS_TABLE)
