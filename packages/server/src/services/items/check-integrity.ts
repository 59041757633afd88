import { ValidationFailure } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { TableModel } from '../../db/schema/table-model'
import { findMissingRefs } from './check-refs'
import { duplicate } from './items-errors'

/** Values looked up per query: well under either engine's limit of bound values. */
const CHUNK = 1000

/** What a writer has already checked in the write's own transaction, and is not checked again. */
export interface CheckedBefore {
  /** The references: an import checks them once for its report (`missingRefIds`) and keeps the good rows. */
  refs?: boolean
}

/**
 * What the database must hold for records to be written: every record they refer to (400 naming
 * the field), and unique values that no other record nor another of them has (409). `ids` names
 * the stored record each one is written to (for changes to existing records), by position.
 */
export const checkIntegrity = async (
  trx: Knex,
  catalogue: Catalogue,
  model: TableModel,
  records: Record<string, unknown>[],
  ids?: string[],
  checked: CheckedBefore = {}
) => {
  const errors = checked.refs ? {} : await findMissingRefs(trx, catalogue, model, records)
  if (Object.keys(errors).length)
    throw new ValidationFailure(
      'Invalid references',
      errors,
      Object.fromEntries(Object.keys(errors).map((field) => [field, 'missingRef']))
    )
  for (const field of model.unique) {
    // Each value and the record it is written to.
    const owners = new Map<unknown, string | undefined>()
    records.forEach((record, index) => {
      const value = record[field]
      if (value === undefined || value === null) return
      if (owners.has(value)) throw duplicate(`${field} is repeated`, field)
      owners.set(value, ids?.[index])
    })
    const values = [...owners.keys()] as string[]
    for (let start = 0; start < values.length; start += CHUNK) {
      const holders = await trx(model.table)
        .whereIn(field, values.slice(start, start + CHUNK))
        .select('_id', field)
      if (holders.some((holder) => owners.get(holder[field]) !== holder._id))
        throw duplicate(`${field} is already in use`, field)
    }
  }
}
