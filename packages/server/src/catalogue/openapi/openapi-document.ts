import { API_TOKEN_PREFIX, editorSettingsOf, routeEnables } from '@tutor-admin/shared'
import type { Catalogue } from '../catalogue'
import { collectionPaths } from './openapi-collection-paths'
import { errorComponents } from './openapi-errors'
import { recordSchemas, translatableSchemas } from './openapi-fields'
import { fixedPaths, importReportSchema } from './openapi-fixed-paths'
import { filterSchemas, queryParameterComponents } from './openapi-query'
import type { Json } from './openapi.types'

/** Where the document is served, below `/api`. */
export const OPENAPI_PATH = 'openapi.json'

const DESCRIPTION = `The API of the tutor-matching service's back office, generated from its catalogue: every collection's REST routes, files, import and export.

Machines authenticate with an **API token** that an administrator makes in the console (API tokens page): send it as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\` with every request. A token acts with its role (editor, or reader: read only), within its collections and methods, and is rate-limited (429 with \`Retry-After\`). Failures are Feathers errors whose \`data.code\` says why.

Queries use Feathers' syntax: \`$limit\`, \`$skip\`, \`$sort[field]=1|-1\`, \`$select[]\`, and per field a value or operators (\`name[$contains]=Chan\`, \`created[$gte]=2024-01-01\`, \`status[$in][]=draft\`).`

/**
 * The OpenAPI 3.1 document of the API, generated from the catalogue: one tag, three record
 * schemas (read, create, patch) and the REST routes of each collection, then the fixed routes.
 */
export const openApiDocument = (catalogue: Catalogue, version: string): Json => {
  const withTable = catalogue.collections.filter((collection) => collection.table !== false)
  const enabled = (action: 'export' | 'import') =>
    withTable
      .filter((collection) => routeEnables(editorSettingsOf(collection), action))
      .filter((collection) => action === 'export' || !collection.fields.some((field) => field.params?.hidden))
      .map((collection) => collection.name)
  const errors = errorComponents()
  return {
    openapi: '3.1.0',
    info: { title: 'Tutor Admin API', version, description: DESCRIPTION },
    servers: [{ url: '/api' }],
    security: [{ apiToken: [] }],
    tags: [
      ...catalogue.collections.map((collection) => ({
        name: collection.name,
        // Viewers such as Scalar and Redoc show a tag by this name: the collection's English label.
        'x-displayName': editorSettingsOf(collection)?.name?.en ?? collection.name,
        description: `\`/api/${collection.name}\``
      })),
      { name: 'authentication', description: 'Sign-in of people' },
      { name: 'transfer', description: 'Import and export' },
      { name: 'health', description: 'Health check' }
    ],
    paths: {
      ...Object.assign({}, ...withTable.map((collection) => collectionPaths(collection, catalogue.enums))),
      ...fixedPaths(enabled('export'), enabled('import'))
    },
    components: {
      securitySchemes: {
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: `An API token (${API_TOKEN_PREFIX}…) made by an administrator, or a person's access token (a JWT)`
        }
      },
      parameters: queryParameterComponents(),
      responses: errors.responses,
      schemas: {
        ...errors.schemas,
        ...translatableSchemas(),
        ImportReport: importReportSchema,
        ...filterSchemas(withTable, catalogue.enums),
        ...Object.assign({}, ...withTable.map((collection) => recordSchemas(collection, catalogue.enums)))
      }
    }
  }
}
