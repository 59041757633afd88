import { validateRecord, ValidationFailure } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { newId } from '../db/ids'
import { tableModel } from '../db/schema/table-model'
import { findMissingRefs } from '../services/items/check-refs'
import type { SeedContext, SeedRecord } from './seed-context'

/**
 * Checks records as the API checks a create (R-ED-08: `validateRecord`, references that exist)
 * and inserts them with their system fields. `_id` and `created` may be chosen by the caller;
 * `modified` follows `created` and `modifiedBy` stays empty (no staff member wrote them).
 * Throws `ValidationFailure` naming the collection and record on the first bad one.
 */
export const insertValidated = async (
  ctx: SeedContext,
  trx: Knex.Transaction,
  name: string,
  records: SeedRecord[]
) => {
  const collection = ctx.catalogue.collection(name)
  const model = tableModel(collection)
  const now = new Date().toISOString()
  const full = records.map((record, index) => {
    const { _id, created, ...body } = record
    try {
      const valid = validateRecord(collection.fields, body, 'create', ctx.catalogue.enums)
      const at = (created as string | undefined) ?? now
      return {
        ...valid,
        _id: (_id as string | undefined) ?? newId(),
        created: at,
        modified: at,
        modifiedBy: null
      }
    } catch (error) {
      if (error instanceof ValidationFailure)
        throw new ValidationFailure(`${name}[${index}]: ${error.message}`, error.errors)
      throw error
    }
  })
  const missing = await findMissingRefs(trx, ctx.catalogue, model, full)
  if (Object.keys(missing).length) throw new ValidationFailure(`${name}: invalid references`, missing)
  await ctx.dialect.insertMany(trx, model, full)
  return full
}

/**
 * Inserts a data set (collections in dependency order) when all its collections are empty, and
 * nothing otherwise. Returns the rows inserted.
 */
export const insertIntoEmpty = async (
  ctx: SeedContext,
  trx: Knex.Transaction,
  data: Map<string, SeedRecord[]>
) => {
  for (const name of data.keys()) if (await trx(ctx.catalogue.model(name).table).first('_id')) return 0
  let rows = 0
  for (const [name, records] of data) rows += (await insertValidated(ctx, trx, name, records)).length
  return rows
}
