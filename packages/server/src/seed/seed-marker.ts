import type { Knex } from 'knex'

/** Seeds already applied to this database, so each runs once in its lifetime. */
const TABLE = 'seeds_applied'

const ensureTable = async (knex: Knex) => {
  if (await knex.schema.hasTable(TABLE)) return
  await knex.schema.createTable(TABLE, (table) => {
    table.string('name').primary().notNullable()
    table.string('appliedAt').notNullable()
  })
}

/** Whether the seed `name` was applied to this database. */
export const wasApplied = async (knex: Knex, name: string): Promise<boolean> => {
  await ensureTable(knex)
  return Boolean(await knex(TABLE).where({ name }).first())
}

/** Records that the seed `name` is applied; part of the transaction that applies it. */
export const markApplied = (trx: Knex, name: string) =>
  trx(TABLE).insert({ name, appliedAt: new Date().toISOString() })
