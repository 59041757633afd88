import { NotFound } from '@feathersjs/errors'
import { APP_NAME, type CollectionDef, type SchemasAnswer } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { unindexedSortLimit } from '../../db/query/unindexed-sort'
import { sortableFields } from '../../db/schema/table-model'
import { bigCollections } from './big-collections'

/**
 * `GET /api/schemas`: the catalogue the web builds its pages from (R-SCH-01, C8), the `schemas`
 * collection that describes a collection's definition among them (R-DOM-52); `GET
 * /api/schemas/{name}` answers one definition. Read-only: any other method is 405.
 */
export const schemas = (app: Application) => {
  app.get('customServices').add('schemas')
  const bigOnes = bigCollections(app)
  const sortLimit = unindexedSortLimit(app.get('config').exactCountLimit)
  /** A collection as published: with a table, the orders it can be listed in when big. */
  const published = (collection: CollectionDef, big: Set<string>): CollectionDef =>
    collection.table === false
      ? collection
      : {
          ...collection,
          sortable: sortableFields(app.get('catalogue').model(collection.name)),
          ...(big.has(collection.name) ? { big: true, sortLimit } : {})
        }
  app.use(
    'schemas',
    {
      async find(): Promise<SchemasAnswer> {
        const catalogue = app.get('catalogue')
        const big = await bigOnes()
        return {
          appName: APP_NAME,
          schemas: Object.fromEntries(
            catalogue.collections.map((collection) => [collection.name, published(collection, big)])
          ),
          enums: catalogue.enums,
          groups: catalogue.groups
        }
      },
      async get(name: string | number): Promise<CollectionDef> {
        const collection = app.get('catalogue').byName.get(String(name))
        if (!collection) throw new NotFound(`No collection ${name} in the catalogue`)
        return published(collection, await bigOnes())
      }
    },
    { methods: ['find', 'get'] }
  )
}
