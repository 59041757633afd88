import fc from 'fast-check'
import type { FieldDef } from '@tutor-admin/shared'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { actors, encodeLoose, MAX_URL, queryString, restPath } from './call-builders'
import { FuzzTarget, type Actor, type Call } from './fuzz-target'
import { bodyOf, patchOperatorsOf, prototypeBodyOf } from './hostile-bodies'
import { hostileIdText, hostileSocketId, idOf } from './hostile-ids'
import { queryOf } from './hostile-queries'
import {
  deeplyNested,
  hostileNumber,
  hostileScalar,
  hostileShape,
  longText,
  nulText,
  numberLikeText,
  surrogateText,
  unicodeText
} from './hostile-values'

/**
 * Hostile creates, updates, patches and removes on every catalogue collection, over REST and the
 * socket, as an editor and the admin: 2xx or 4xx (Feathers JSON), never 500, crash or freeze; and
 * a refused write leaves the collection's row count, and the record it named, as they were.
 */
let target: FuzzTarget
const minute = 120_000

beforeAll(async () => {
  target = await FuzzTarget.start()
}, minute)
afterAll(async () => {
  if (target) console.info(`fuzz writes: ${target.summary()}`)
  await target?.stop()
})

type Method = 'get' | 'create' | 'update' | 'patch' | 'remove'
interface Writable {
  name: string
  fields: FieldDef[]
  template?: Record<string, unknown>
  ids: string[]
}

const writables = (): Writable[] =>
  target.collections.map((collection) => ({
    name: collection.name,
    fields: collection.fields,
    template: target.templates.get(collection.name),
    ids: target.idsOf(collection.name)
  }))

const HTTP: Record<Method, string> = {
  get: 'GET',
  create: 'POST',
  update: 'PUT',
  patch: 'PATCH',
  remove: 'DELETE'
}

/** One write over REST (ids that are texts) or the socket, with the collection's count and the named record watched. */
const writeCall = (
  actor: Actor,
  overSocket: boolean,
  method: Method,
  collection: Writable,
  id: unknown,
  body?: unknown
): Call => {
  const watched = {
    writes: collection.name,
    target: typeof id === 'string' && collection.ids.includes(id) ? id : undefined
  }
  const withId = method !== 'create'
  if (!overSocket && (!withId || typeof id === 'string'))
    return {
      transport: 'rest',
      actor,
      method: HTTP[method],
      path: restPath(collection.name, withId ? (id as string) : undefined),
      ...(method === 'get' || method === 'remove' ? {} : { json: body }),
      ...watched
    }
  const args = method === 'create' ? [body] : method === 'get' || method === 'remove' ? [id] : [id, body]
  return { transport: 'socket', actor, method, path: collection.name, args, ...watched }
}

/** Creates, updates and patches of any collection whose bodies come from `bodies`. */
const bodyCalls = (bodies: (collection: Writable) => fc.Arbitrary<unknown>) =>
  fc
    .constantFrom(...writables())
    .chain((collection) =>
      fc
        .tuple(
          actors,
          fc.boolean(),
          fc.constantFrom<Method>('create', 'create', 'update', 'patch', 'patch'),
          bodies(collection)
        )
        .chain(([actor, overSocket, method, body]) =>
          (method === 'create'
            ? fc.constant(undefined)
            : idOf(collection.ids, overSocket ? hostileSocketId : hostileIdText)
          ).map((id) => writeCall(actor, overSocket, method, collection, id, body))
        )
    )

describe('hostile writes (R-ERR-08, R-IO-06, C12)', () => {
  it(
    'bodies of the wrong types, with extra and system fields, empty, huge or not objects at all',
    async () => {
      const bodies = (c: Writable) =>
        fc.oneof(
          { arbitrary: bodyOf(c.template, c.fields, hostileScalar(), 2), weight: 6 },
          {
            arbitrary: fc.array(bodyOf(c.template, c.fields, hostileScalar(), 1), {
              minLength: 1,
              maxLength: 3
            }),
            weight: 2
          },
          {
            arbitrary: fc.constantFrom(1001, 2500).map((length) => Array(length).fill(c.template ?? {})),
            weight: 1
          },
          { arbitrary: fc.constantFrom([], {}, [[]], [null], null, 'x', 0, true), weight: 1 },
          { arbitrary: hostileShape(), weight: 1 },
          {
            arbitrary: fc
              .tuple(fc.constantFrom(...c.fields), fc.constantFrom(200, 1000), fc.boolean())
              .map(([field, depth, inObjects]) => ({
                ...c.template,
                [field.name]: deeplyNested(depth, 'x', inObjects)
              })),
            weight: 1
          }
        )
      await target.expectNoFindings(await target.fuzz('write-shapes', bodyCalls(bodies), 250))
    },
    minute
  )

  it(
    'NUL characters, unpaired surrogates, emoji and very long texts in bodies',
    async () => {
      const scalar = hostileScalar(
        fc.oneof(nulText, nulText, surrogateText, surrogateText, unicodeText, longText)
      )
      await target.expectNoFindings(
        await target.fuzz(
          'write-texts',
          bodyCalls((c) => bodyOf(c.template, c.fields, scalar, 0)),
          250
        )
      )
    },
    minute
  )

  it(
    'number-like texts and extreme numbers in bodies',
    async () => {
      const scalar = fc.oneof(numberLikeText, hostileNumber, fc.boolean(), fc.constant(null))
      await target.expectNoFindings(
        await target.fuzz(
          'write-numbers',
          bodyCalls((c) => bodyOf(c.template, c.fields, scalar, 0)),
          200
        )
      )
    },
    minute
  )

  it(
    'prototype keys (__proto__, constructor, prototype) at the top of bodies and inside them',
    async () => {
      await target.expectNoFindings(
        await target.fuzz(
          'write-prototype',
          bodyCalls((c) => prototypeBodyOf(c.template, c.fields)),
          200
        )
      )
    },
    minute
  )

  it(
    '$set, $push and $pull patch operators with odd paths and values',
    async () => {
      const calls = fc
        .constantFrom(...writables().filter((c) => c.ids.length))
        .chain((collection) =>
          fc
            .tuple(
              actors,
              fc.boolean(),
              fc.constantFrom(...collection.ids),
              patchOperatorsOf(collection.fields, hostileScalar())
            )
            .map(([actor, overSocket, id, body]) =>
              writeCall(actor, overSocket, 'patch', collection, id, body)
            )
        )
      await target.expectNoFindings(await target.fuzz('write-patch-operators', calls, 250))
    },
    minute
  )

  it(
    'hostile ids on get, update, patch and remove',
    async () => {
      const calls = fc.constantFrom(...writables()).chain((collection) =>
        fc
          .tuple(actors, fc.boolean(), fc.constantFrom<Method>('get', 'update', 'patch', 'remove'))
          .chain(([actor, overSocket, method]) => {
            const hostile = overSocket ? hostileSocketId : hostileIdText
            // Real ids are left to get, update and patch: a remove would only empty the tables.
            const id = method === 'remove' ? hostile : idOf(collection.ids, hostile)
            return id.map((chosen) =>
              writeCall(actor, overSocket, method, collection, chosen, collection.template ?? { name: 'x' })
            )
          })
      )
      await target.expectNoFindings(await target.fuzz('write-ids', calls, 250))
    },
    minute
  )

  it(
    'patch, update and remove of many records at once with hostile queries',
    async () => {
      const collections = target.paths().filter((paths) => paths.name !== 'users')
      const calls: fc.Arbitrary<Call> = fc.constantFrom(...collections).chain((paths) =>
        fc
          .tuple(
            actors,
            fc.boolean(),
            fc.constantFrom<Method>('patch', 'update', 'remove', 'remove'),
            queryOf({ paths, ids: target.idsOf(paths.name) }, { scalar: hostileScalar() }),
            fc.constantFrom<unknown>({ name: 'x' }, {}, { $set: { x: 1 } })
          )
          .map(([actor, overSocket, method, query, body]): Call => {
            const watched = { writes: paths.name }
            const search = overSocket ? '' : queryString(query)
            if (overSocket || search.length > MAX_URL) {
              const args = method === 'remove' ? [null, query] : [null, body, query]
              return { transport: 'socket', actor, method, path: paths.name, args, ...watched }
            }
            return {
              transport: 'rest',
              actor,
              method: HTTP[method],
              path: `/api/${encodeLoose(paths.name)}${search ? `?${search}` : ''}`,
              ...(method === 'remove' ? {} : { json: body }),
              ...watched
            }
          })
      )
      await target.expectNoFindings(await target.fuzz('write-many', calls, 200))
    },
    minute
  )
})
