import crypto from 'node:crypto'
import { OPENAPI_PATH, openApiDocument } from '../../catalogue/openapi/openapi-document'
import type { Catalogue } from '../../catalogue/catalogue'
import type { Application } from '../../declarations'

/** The document's version: the API's, then the catalogue's fingerprint, which changes with any collection. */
const versionOf = (catalogue: Catalogue) =>
  `1.0.0+${crypto
    .createHash('sha256')
    .update(JSON.stringify([catalogue.collections, catalogue.enums]))
    .digest('hex')
    .slice(0, 10)}`

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 description of the API, generated from the catalogue
 * when first asked for (not by every start: some 15 ms). Like the catalogue it describes, it is
 * read with an access token or API token.
 */
export const openapi = (app: Application) => {
  let document: ReturnType<typeof openApiDocument> | undefined
  const described = () => {
    const catalogue = app.get('catalogue')
    return (document ??= openApiDocument(catalogue, versionOf(catalogue)))
  }
  app.use(OPENAPI_PATH, { find: async () => described() }, { methods: ['find'], events: [] })
}
