import { failures } from './openapi-errors'
import { ref, type Json } from './openapi.types'

const json = (schema: Json) => ({ content: { 'application/json': { schema } } })
const collectionParameter = (collections: string[]): Json => ({
  name: 'collection',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: collections }
})
const multipart = (properties: Json, required: string[]): Json => ({
  required: true,
  content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } }
})
const binary = { type: 'string', contentMediaType: 'application/octet-stream' }
const publicRoute = { security: [] }

/** Sign-in of people (C7): not for machines, which use API tokens instead. */
const authentication = (): Record<string, Json> => ({
  '/authentication': {
    post: {
      operationId: 'signIn',
      summary: 'Sign in (people)',
      description:
        'Email and password (`strategy: local`), or an access token (`strategy: jwt`), for a 15-minute access token. API tokens cannot sign in: send them as `Authorization: Bearer ta_…` with each request instead.',
      tags: ['authentication'],
      ...publicRoute,
      requestBody: {
        required: true,
        ...json({
          oneOf: [
            {
              type: 'object',
              properties: {
                strategy: { const: 'local' },
                email: { type: 'string', format: 'email' },
                password: { type: 'string' }
              },
              required: ['strategy', 'email', 'password']
            },
            {
              type: 'object',
              properties: { strategy: { const: 'jwt' }, accessToken: { type: 'string' } },
              required: ['strategy', 'accessToken']
            }
          ]
        })
      },
      responses: {
        '201': {
          description: 'Signed in',
          ...json({
            type: 'object',
            properties: {
              accessToken: { type: 'string' },
              authentication: { type: 'object' },
              user: { type: 'object' }
            },
            required: ['accessToken']
          })
        },
        ...failures('400', '401', '403', '429')
      }
    },
    delete: {
      operationId: 'signOut',
      summary: 'Sign out (ends the access token’s session)',
      tags: ['authentication'],
      responses: { '200': { description: 'Signed out' }, ...failures('401') }
    }
  }
})

/** Files: uploads of attachments (C15) and their thumbnails (C17). */
const files = (): Record<string, Json> => {
  const upload: Json = {
    summary: 'Upload files as attachments',
    description:
      'One or more files in the multipart field `file`, kept under the folder `dir` (and `parent`); answers `{ info }`, the attachment made, or a list for several files. At most UPLOAD_MAX_MB (50) each.',
    tags: ['attachments'],
    requestBody: multipart({ file: { ...binary, description: 'The file' } }, ['file']),
    responses: {
      '201': {
        description: 'Uploaded',
        ...json({
          anyOf: [{ type: 'object', properties: { info: ref('schemas', 'Attachments') } }, { type: 'array' }]
        })
      },
      ...failures('400', '401', '403', '413', '415', '429')
    }
  }
  const dir: Json = {
    name: 'dir',
    in: 'path',
    required: true,
    schema: { type: 'string' },
    description: '`others` unless said'
  }
  return {
    '/attachments/upload/{dir}': { parameters: [dir], post: { operationId: 'uploadFiles', ...upload } },
    '/attachments/upload/{dir}/{parent}': {
      parameters: [dir, { name: 'parent', in: 'path', required: true, schema: { type: 'string' } }],
      post: { operationId: 'uploadFilesUnder', ...upload }
    },
    '/thumbs/{file}': {
      get: {
        operationId: 'thumbnail',
        summary: 'A 150×150 thumbnail of an image attachment',
        description:
          '`{id}.webp` or `{id}.jpg`. Full images are at `/api/attachments/{id}.{webp|jpg}` and widths at `/api/attachments/{id}.{small|medium|large|exlarge}.{webp|jpg}`. No token needed.',
        tags: ['attachments'],
        ...publicRoute,
        parameters: [
          {
            name: 'file',
            in: 'path',
            required: true,
            schema: { type: 'string', pattern: '^[^/]+\\.(webp|jpg)$' }
          }
        ],
        responses: {
          '200': {
            description: 'The picture',
            content: { 'image/webp': { schema: binary }, 'image/jpeg': { schema: binary } }
          },
          ...failures('404')
        }
      }
    }
  }
}

/** Export and import of a collection's records as CSV or XLSX (C13, C14). */
const transfer = (exportable: string[], importable: string[]): Record<string, Json> => ({
  '/export/{collection}': {
    get: {
      operationId: 'exportRecords',
      summary: 'Export the records a query matches',
      description:
        'As a download, in the query’s order; the list query parameters of the collection apply. `columns=a,b` picks columns.',
      tags: ['transfer'],
      parameters: [
        collectionParameter(exportable),
        {
          name: 'format',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' }
        },
        { name: 'columns', in: 'query', required: false, schema: { type: 'string' } }
      ],
      responses: {
        '200': {
          description: 'The file (Content-Disposition: attachment)',
          content: {
            'text/csv': { schema: { type: 'string' } },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary }
          }
        },
        ...failures('400', '401', '403', '404', '405', '429')
      }
    }
  },
  '/import/{collection}': {
    post: {
      operationId: 'importRecords',
      summary: 'Import records from a CSV or XLSX file',
      description:
        'Rows with a known `_id` update their record, others create one; bad rows are reported and the good ones written in one transaction. `dryRun=true` checks and writes nothing.',
      tags: ['transfer'],
      parameters: [collectionParameter(importable)],
      requestBody: multipart(
        {
          file: { ...binary, description: 'CSV (UTF-8, UTF-16, Big5, GB18030) or XLSX' },
          dryRun: { type: 'string', enum: ['true', 'false'] },
          options: { type: 'string', description: 'JSON `{ values, matchBy }` of the import dialog' }
        },
        ['file']
      ),
      responses: {
        '200': { description: 'The report of a dry run', ...json(ref('schemas', 'ImportReport')) },
        '201': { description: 'The report of an import', ...json(ref('schemas', 'ImportReport')) },
        ...failures('400', '401', '403', '404', '405', '413', '415', '429')
      }
    }
  }
})

/** The catalogue (C8) and the health check (C6). */
const catalogue = (): Record<string, Json> => ({
  '/schemas': {
    get: {
      operationId: 'findSchemas',
      summary: 'The catalogue: every collection, its fields and settings',
      tags: ['schemas'],
      responses: {
        '200': {
          description: 'The catalogue',
          ...json({
            type: 'object',
            properties: {
              appName: { type: 'string' },
              schemas: { type: 'object', additionalProperties: { type: 'object' } },
              enums: { type: 'object' },
              groups: { type: 'object' }
            },
            required: ['appName', 'schemas']
          })
        },
        ...failures('401', '429')
      }
    }
  },
  '/schemas/{name}': {
    get: {
      operationId: 'getSchema',
      summary: 'One collection of the catalogue',
      tags: ['schemas'],
      parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The collection', ...json({ type: 'object' }) },
        ...failures('401', '404', '429')
      }
    }
  },
  '/health': {
    get: {
      operationId: 'health',
      summary: 'Whether the server and its database answer',
      tags: ['health'],
      ...publicRoute,
      responses: {
        '200': {
          description: 'Up',
          ...json({
            type: 'object',
            properties: { status: { const: 'ok' }, db: { type: 'string', enum: ['sqlite', 'postgres'] } }
          })
        }
      }
    }
  }
})

/** An import's report (R-IO-05). */
export const importReportSchema: Json = {
  type: 'object',
  properties: {
    dryRun: { type: 'boolean' },
    total: { type: 'integer' },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    failed: { type: 'integer' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { row: { type: 'integer' }, field: { type: 'string' }, message: { type: 'string' } }
      }
    }
  }
}

/** The routes besides the collections' own: sign-in, files, import and export, the catalogue. */
export const fixedPaths = (exportable: string[], importable: string[]): Record<string, Json> => ({
  ...authentication(),
  ...catalogue(),
  ...files(),
  ...transfer(exportable, importable)
})
