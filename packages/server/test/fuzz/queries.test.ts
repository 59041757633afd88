import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { actors, findCall, getCall } from './call-builders'
import { FuzzTarget, type Call } from './fuzz-target'
import { hostileIdText, hostileSocketId, idOf } from './hostile-ids'
import { controlsOf, deepFilterOf, filterOf, queryOf, type QueryVocabulary } from './hostile-queries'
import {
  backtrackingRegex,
  hostileNumber,
  hostileRegex,
  hostileScalar,
  hostileShape,
  longText,
  numberLikeText,
  nulText,
  ownObject,
  surrogateText,
  unicodeText
} from './hostile-values'

/**
 * Hostile queries on every catalogue collection, over REST and the socket, as an editor, the
 * admin and nobody: finds and gets answer 2xx or 4xx (Feathers JSON), never 500, crash or freeze.
 */
let target: FuzzTarget
const minute = 120_000

beforeAll(async () => {
  target = await FuzzTarget.start()
}, minute)
afterAll(async () => {
  if (target) console.info(`fuzz queries: ${target.summary()}`)
  await target?.stop()
})

const vocabularies = (): QueryVocabulary[] =>
  target.paths().map((paths) => ({ paths, ids: target.idsOf(paths.name) }))

/** A find (3 in 4) or a get by id of any collection, its query drawn from `queryArb`. */
const readCalls = (queryArb: (vocabulary: QueryVocabulary) => fc.Arbitrary<unknown>, socketOnly = false) =>
  fc
    .constantFrom(...vocabularies())
    .chain((vocabulary) =>
      fc
        .tuple(actors, socketOnly ? fc.constant(true) : fc.boolean(), queryArb(vocabulary), fc.nat(3))
        .chain(([actor, overSocket, query, kind]) =>
          kind > 0
            ? fc.constant(findCall(actor, overSocket, vocabulary.paths.name, query))
            : idOf(vocabulary.ids, overSocket ? hostileSocketId : hostileIdText).map((id) =>
                getCall(actor, overSocket, vocabulary.paths.name, id, query)
              )
        )
    )

describe(`hostile queries (R-ERR-08, R-SRCH-09)`, () => {
  it(
    'NUL characters in filter values',
    async () => {
      const scalar = hostileScalar(nulText)
      await target.expectNoFindings(
        await target.fuzz(
          'query-nul',
          readCalls((v) => queryOf(v, { scalar })),
          200
        )
      )
    },
    minute
  )

  it(
    'unpaired surrogates, emoji, right-to-left text and very long texts in filter values',
    async () => {
      const scalar = hostileScalar(fc.oneof(surrogateText, unicodeText, unicodeText, longText))
      await target.expectNoFindings(
        await target.fuzz(
          'query-unicode',
          readCalls((v) => queryOf(v, { scalar })),
          200
        )
      )
    },
    minute
  )

  it(
    'number-like texts, extreme numbers, booleans and nulls where any type is expected',
    async () => {
      const scalar = fc.oneof(numberLikeText, hostileNumber, fc.boolean(), fc.constant(null))
      await target.expectNoFindings(
        await target.fuzz(
          'query-numbers',
          readCalls((v) => queryOf(v, { scalar })),
          200
        )
      )
    },
    minute
  )

  it(
    'regular expressions either engine may reject, read differently or backtrack on',
    async () => {
      const regexQuery = (v: QueryVocabulary) =>
        fc
          .tuple(
            fc.constantFrom(...v.paths.filterable),
            fc.constantFrom('$regex', '$regex', '$contains', '$notContains', '$not'),
            fc.oneof({ arbitrary: hostileRegex, weight: 3 }, { arbitrary: backtrackingRegex, weight: 2 }),
            fc.option(fc.constantFrom('i', 'g', '', 'x', 'm'), { nil: undefined })
          )
          .map(([path, op, pattern, options]) => {
            const condition: Record<string, unknown> =
              op === '$not' ? { $not: { $regex: pattern } } : { [op]: pattern }
            if (options !== undefined && op === '$regex') condition.$options = options
            return { [path]: condition }
          })
      await target.expectNoFindings(await target.fuzz('query-regex', readCalls(regexQuery), 250))
    },
    minute
  )

  it(
    'unknown fields, prototype names, dotted paths and other odd keys',
    async () => {
      await target.expectNoFindings(
        await target.fuzz(
          'query-keys',
          readCalls((v) => queryOf(v, { scalar: hostileScalar(), oddKeys: 8 })),
          200
        )
      )
    },
    minute
  )

  it(
    'logical operators nested deeply, unknown operators, and lists or objects where values are expected',
    async () => {
      const shapes = (v: QueryVocabulary) =>
        fc.oneof(
          deepFilterOf(v, [5, 6, 7, 8, 12, 40]),
          filterOf(v, { scalar: hostileShape(), unknownOps: 8, maxDepth: 8 })
        )
      await target.expectNoFindings(await target.fuzz('query-shapes', readCalls(shapes), 200))
    },
    minute
  )

  it(
    'nesting thousands of levels deep over the socket',
    async () => {
      await target.expectNoFindings(
        await target.fuzz(
          'query-deep',
          readCalls((v) => deepFilterOf(v, [100, 500, 1500]), true),
          40
        )
      )
    },
    minute
  )

  it(
    '$limit, $skip, $sort, $select, $populate and $cursor of every shape, cursors in the server format',
    async () => {
      const controls = (v: QueryVocabulary) =>
        fc
          .tuple(controlsOf(v), fc.option(filterOf(v, { scalar: hostileScalar() }), { nil: undefined }))
          .map(([control, filter]) => ({ ...filter, ...control }))
      await target.expectNoFindings(await target.fuzz('query-controls', readCalls(controls), 250))
    },
    minute
  )

  it(
    'socket calls with arguments of the wrong kind and to unknown services',
    async () => {
      const names = target
        .paths()
        .map((paths) => paths.name)
        .filter((name) => name !== 'users')
      const method = fc.constantFrom('find', 'get', 'create', 'update', 'patch', 'remove')
      const path = fc.oneof(
        { arbitrary: fc.constantFrom(...names), weight: 3 },
        {
          arbitrary: fc.constantFrom(
            '__proto__',
            'constructor',
            'toString',
            'prototype',
            '',
            '/',
            'teachers/x',
            'api/teachers',
            '/teachers',
            'schemas',
            'health',
            'batch',
            'authentication',
            'changePassword',
            'listSettings',
            '\u0000',
            'x'.repeat(5000)
          ),
          weight: 2
        },
        { arbitrary: hostileShape(), weight: 1 }
      )
      const args = fc.array(
        fc.oneof(
          hostileShape(),
          fc.constantFrom(null, undefined, [], {}, 'x', 0, ownObject([['__proto__', { polluted: true }]]), {
            query: { $limit: 'x' }
          })
        ),
        { maxLength: 4 }
      )
      const calls: fc.Arbitrary<Call> = fc
        .tuple(actors, method, path, args)
        .map(([actor, name, service, rest]) => ({
          transport: 'socket',
          actor,
          method: name,
          path: service as string,
          args: rest
        }))
      await target.expectNoFindings(await target.fuzz('socket-odd-calls', calls, 250))
    },
    minute
  )

  it(
    'batch finds (POST /api/batch) with hostile queries: no fault inside a 200 either',
    async () => {
      const finds = fc.array(
        fc.constantFrom(...vocabularies()).chain((v) =>
          fc.record({
            service: fc.oneof(
              fc.constant(v.paths.name),
              fc.constantFrom('__proto__', 'users', 'constructor', 'nope')
            ),
            query: queryOf(v, { scalar: hostileScalar() })
          })
        ),
        { minLength: 1, maxLength: 4 }
      )
      const body = fc.oneof(
        { arbitrary: finds.map((list) => ({ finds: list })), weight: 6 },
        { arbitrary: hostileShape().map((odd) => ({ finds: odd })), weight: 1 },
        { arbitrary: hostileShape(), weight: 1 }
      )
      const calls: fc.Arbitrary<Call> = fc
        .tuple(actors, fc.boolean(), body)
        .map(([actor, overSocket, data]) =>
          overSocket
            ? { transport: 'socket', actor, method: 'create', path: 'batch', args: [data] }
            : { transport: 'rest', actor, method: 'POST', path: '/api/batch', json: data }
        )
      const faultInside = (_call: Call, outcome: { status: number; body: any }) => {
        const results: any[] =
          outcome.status < 300 && Array.isArray(outcome.body?.results) ? outcome.body.results : []
        const fault = results.find((result) => result?.error && !(result.error.code < 500))
        return fault
          ? `batch answered ${outcome.status} holding a ${fault.error.code} ${fault.error.name}`
          : undefined
      }
      await target.expectNoFindings(await target.fuzz('batch', calls, 150, faultInside))
    },
    minute
  )
})
