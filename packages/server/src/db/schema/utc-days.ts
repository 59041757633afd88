import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { tableModel } from './table-model'

const UTC_MIDNIGHT = 'T00:00:00.000Z'

/**
 * Days kept in a field before it became a UTC day (`dateOnly` and `utc`, R-WID-14) are plain
 * `YYYY-MM-DD`: they are rewritten once as `YYYY-MM-DDT00:00:00.000Z`, so that searches and sorts
 * compare them with the days written since. A migration of stored values, not a change a person
 * made: the journal does not record it.
 */
export const migrateUtcDays = async (knex: Knex, collections: CollectionDef[]) => {
  for (const collection of collections) {
    if (collection.table === false) continue
    const { table } = tableModel(collection)
    for (const field of collection.fields)
      if (field.type === 'date' && field.params?.dateOnly && field.params.utc)
        await knex(table)
          .whereRaw('length(??) = 10', [field.name])
          .update({ [field.name]: knex.raw('?? || ?', [field.name, UTC_MIDNIGHT]) })
  }
}
