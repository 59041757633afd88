import type { Knex } from 'knex'
import { fromRow } from '../row-codec'
import type { Dialect } from '../dialects'
import { derivedValues, type TableModel } from './table-model'

const BATCH = 2000

/**
 * Computes derived columns for rows written before the column existed (their value is NULL), in
 * batches of one transaction each; rows that already have a value are left as they are.
 */
export const backfillDerived = async (knex: Knex, dialect: Dialect, model: TableModel) => {
  const derived = [...model.columns.values()].filter((column) => column.derive)
  if (derived.length === 0) return
  const pending = () => {
    const query = knex(model.table).select('*').orderBy('_id').limit(BATCH)
    for (const column of derived) query.orWhereNull(column.name)
    return query
  }
  for (let rows = await pending(); rows.length > 0; rows = await pending()) {
    await knex.transaction(async (trx) => {
      for (const row of rows) {
        const record = fromRow(dialect, model, row, true)
        const values = Object.fromEntries(
          Object.entries(derivedValues(model, record)).map(([name, value]) => [
            name,
            dialect.toDb(model.columns.get(name)!.kind, value)
          ])
        )
        await trx(model.table).where('_id', row._id).update(values)
      }
    })
  }
}
