import { APP_NAME, type SchemasAnswer } from '@tutor-admin/shared'
import type { Application } from '../../declarations'

/** `GET /api/schemas`: the catalogue the web builds its pages from (R-SCH-01, C8). */
export const schemas = (app: Application) => {
  app.use(
    'schemas',
    {
      async find(): Promise<SchemasAnswer> {
        const catalogue = app.get('catalogue')
        return {
          appName: APP_NAME,
          schemas: Object.fromEntries(catalogue.collections.map((collection) => [collection.name, collection])),
          enums: catalogue.enums,
          groups: catalogue.groups
        }
      }
    },
    { methods: ['find'] }
  )
}
