import { ValidationFailure } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { TableModel } from '../../db/schema/table-model'
import { findMissingRefs } from './check-refs'
import { duplicate } from './items-errors'

/**
 * What the database must hold for records to be written: every record they refer to (400 naming
 * the field), and unique values that no other record (`exceptId` aside) nor another of them has (409).
 */
export const checkIntegrity = async (
  trx: Knex,
  catalogue: Catalogue,
  model: TableModel,
  records: Record<string, unknown>[],
  exceptId?: string
) => {
  const errors = await findMissingRefs(trx, catalogue, model, records)
  if (Object.keys(errors).length)
    throw new ValidationFailure(
      'Invalid references',
      errors,
      Object.fromEntries(Object.keys(errors).map((field) => [field, 'missingRef']))
    )
  for (const field of model.unique) {
    const values = records
      .map((record) => record[field])
      .filter((value) => value !== undefined && value !== null)
    if (values.length === 0) continue
    if (new Set(values).size < values.length) throw duplicate(`${field} is repeated`, field)
    const builder = trx(model.table).whereIn(field, values as string[])
    if (exceptId) builder.whereNot('_id', exceptId)
    if (await builder.first('_id')) throw duplicate(`${field} is already in use`, field)
  }
}
