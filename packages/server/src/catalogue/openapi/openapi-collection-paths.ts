import { editorSettingsOf, routeEnables, type CollectionDef, type EnumDef } from '@tutor-admin/shared'
import { failures } from './openapi-errors'
import { schemaName } from './openapi-fields'
import { findParameters } from './openapi-query'
import { ref, type Json, type Operation } from './openapi.types'

const json = (schema: Json) => ({ content: { 'application/json': { schema } } })

const idParameter: Json = { name: 'id', in: 'path', required: true, schema: { type: 'string' } }

/** A page of records as a list answers it (C9, R-PAGE-09). */
const pageSchema = (record: Json): Json => ({
  type: 'object',
  properties: {
    total: {
      type: 'integer',
      description: 'Rows matching (estimated above EXACT_COUNT_LIMIT: see `estimated`)'
    },
    limit: { type: 'integer' },
    skip: { type: 'integer' },
    data: { type: 'array', items: record },
    estimated: { type: 'boolean' },
    cursors: {
      type: 'object',
      properties: { next: { type: ['string', 'null'] }, previous: { type: ['string', 'null'] } }
    }
  },
  required: ['data']
})

/** Who may call a collection's methods, in words. */
const accessNote = (collection: CollectionDef): string => {
  if (collection.name === 'users') return ' Administrators only (not API tokens).'
  const settings = editorSettingsOf(collection)
  if (settings?.readOnly) return ' Read-only for everyone.'
  return ''
}

/**
 * A collection's REST routes (C9) (the catalogue itself, without a table, is described with the
 * fixed routes): list and create at `/{name}`, read, patch, replace and remove
 * at `/{name}/{id}`, those its route flags turn off left out (405).
 */
export const collectionPaths = (
  collection: CollectionDef,
  enums: Record<string, EnumDef>
): Record<string, Json> => {
  const name = collection.name
  const settings = editorSettingsOf(collection)
  const label = settings?.name?.en ?? name
  const tags = [name]
  const record = ref('schemas', schemaName(name))
  const note = accessNote(collection)
  const read = failures('400', '401', '403', '429')
  const op = (
    verb: string,
    summary: string,
    operation: Json & { responses: Record<string, Json> }
  ): Operation => ({ ...operation, operationId: `${verb}${schemaName(name)}`, summary, tags })
  const list: Json = {
    get: op('find', `List ${label}`, {
      description: `A page of ${label}, filtered, sorted and selected by the query.${note}`,
      parameters: findParameters(collection, enums),
      responses: { '200': { description: 'A page', ...json(pageSchema(record)) }, ...read }
    })
  }
  const one: Json = {
    parameters: [idParameter],
    get: op('get', `Read one of ${label}`, {
      parameters: [{ $ref: '#/components/parameters/populate' }],
      responses: {
        '200': {
          description: 'The record',
          headers: { ETag: { schema: { type: 'string' } } },
          ...json(record)
        },
        ...read,
        ...failures('404')
      }
    })
  }
  const write = failures('400', '401', '403', '405', '409', '429')
  if (routeEnables(settings, 'create'))
    list.post = op('create', `Create ${label}`, {
      description: `Creates one record, or several (up to 1000) in one transaction.${note}`,
      requestBody: {
        required: true,
        ...json({
          anyOf: [
            ref('schemas', `${schemaName(name)}Create`),
            { type: 'array', items: ref('schemas', `${schemaName(name)}Create`) }
          ]
        })
      },
      responses: {
        '201': { description: 'Created', ...json({ anyOf: [record, { type: 'array', items: record }] }) },
        ...write
      }
    })
  if (routeEnables(settings, 'patch')) {
    const ifMatch: Json = {
      name: 'If-Match',
      in: 'header',
      required: false,
      description: 'The ETag read: the write is refused (409 editConflict) when the record changed since',
      schema: { type: 'string' }
    }
    one.patch = op('patch', `Change fields of one of ${label}`, {
      parameters: [ifMatch],
      requestBody: { required: true, ...json(ref('schemas', `${schemaName(name)}Patch`)) },
      responses: {
        '200': { description: 'The record as changed', ...json(record) },
        ...write,
        ...failures('404')
      }
    })
    one.put = op('update', `Replace one of ${label}`, {
      parameters: [ifMatch],
      requestBody: { required: true, ...json(ref('schemas', `${schemaName(name)}Create`)) },
      responses: {
        '200': { description: 'The record as replaced', ...json(record) },
        ...write,
        ...failures('404')
      }
    })
  }
  if (routeEnables(settings, 'remove'))
    one.delete = op('remove', `Remove one of ${label}`, {
      description: 'Moves the record to the trash, from which it can be restored.',
      responses: {
        '200': { description: 'The record removed', ...json(record) },
        ...write,
        ...failures('404')
      }
    })
  return { [`/${name}`]: list, [`/${name}/{id}`]: one }
}
