import { FIELD_OPERATORS } from '@tutor-admin/shared'
import fc from 'fast-check'
import type { CollectionPaths } from './catalogue-paths'
import {
  deeplyNested,
  hostileKey,
  hostileNumber,
  hostileRegex,
  hostileScalar,
  hostileShape,
  hostileText,
  ownObject
} from './hostile-values'
import { BACKTRACKING_NAME } from './seed-rows'

type Query = Record<string, unknown>

const UNKNOWN_OPERATORS = [
  '$where',
  '$exists',
  '$elemMatch',
  '$size',
  '$all',
  '$like',
  '$ilike',
  '$search',
  '$expr',
  '$type',
  '$mod'
]
const REGEX_OPTIONS = ['i', 'g', '', 'ii', 'x', 'm', 's', 'u', 'y', 'I', 'gimsuy']

/** What one collection's queries are made of: its paths and values found in its rows. */
export interface QueryVocabulary {
  paths: CollectionPaths
  ids: string[]
}

/** Values that match seeded rows, so that hostile conditions meet data. */
const plausible = (vocabulary: QueryVocabulary) =>
  fc.constantFrom(
    ...vocabulary.ids,
    'name 1',
    'shared',
    'k1',
    '2024-01-02',
    10,
    11,
    true,
    'a',
    BACKTRACKING_NAME
  )

const keyOf = (vocabulary: QueryVocabulary, oddKeys: number) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...vocabulary.paths.filterable), weight: 16 },
    { arbitrary: fc.constantFrom(...vocabulary.paths.paths), weight: 2 },
    { arbitrary: hostileKey, weight: oddKeys }
  )

const operandOf = (op: string, scalar: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => {
  switch (op) {
    case '$in':
    case '$nin':
      return fc.oneof(
        { arbitrary: fc.array(scalar, { maxLength: 5 }), weight: 6 },
        { arbitrary: scalar, weight: 2 },
        {
          arbitrary: fc.integer({ min: 1001, max: 2500 }).map((length) => Array(length).fill('x')),
          weight: 1
        }
      )
    case '$regex':
      return fc.oneof({ arbitrary: hostileRegex, weight: 4 }, { arbitrary: scalar, weight: 1 })
    case '$not':
      return fc.oneof(
        fc
          .constantFrom('$regex', '$contains', '$eq', '$in', '$gt')
          .chain((inner) => operandOf(inner, scalar).map((operand) => ownObject([[inner, operand]]))),
        scalar
      )
    default:
      return fc.oneof({ arbitrary: scalar, weight: 6 }, { arbitrary: hostileShape(scalar), weight: 1 })
  }
}

/** One field's condition: a bare value, a list where one value is expected, or operators (some unknown). */
const conditionOf = (scalar: fc.Arbitrary<unknown>, unknownOps: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: scalar, weight: 2 },
    { arbitrary: fc.array(scalar, { maxLength: 3 }), weight: 1 },
    {
      arbitrary: fc
        .uniqueArray(
          fc.oneof(
            { arbitrary: fc.constantFrom(...FIELD_OPERATORS), weight: 16 },
            { arbitrary: fc.constantFrom(...UNKNOWN_OPERATORS), weight: unknownOps }
          ),
          { minLength: 1, maxLength: 2 }
        )
        .chain((ops) =>
          fc
            .tuple(
              fc.tuple(...ops.map((op) => operandOf(op, scalar))),
              fc.oneof(
                { arbitrary: fc.constant(undefined), weight: 6 },
                { arbitrary: fc.constantFrom(...REGEX_OPTIONS), weight: 2 },
                { arbitrary: scalar, weight: 1 }
              )
            )
            .map(([operands, options]) =>
              ownObject([
                ...ops.map((op, index): [string, unknown] => [op, operands[index]]),
                ...(options === undefined ? [] : [['$options', options] as [string, unknown]])
              ])
            )
        ),
      weight: 4
    }
  )

export interface FilterOptions {
  /** Values of the conditions. */
  scalar: fc.Arbitrary<unknown>
  /** Weight of names no schema has (against 18 for real paths). */
  oddKeys?: number
  /** Weight of operators the language does not have (against 16 for real ones). */
  unknownOps?: number
  maxDepth?: number
}

/** Field conditions combined with `$or`, `$and` and `$not`, in shapes right and wrong. */
export const filterOf = (vocabulary: QueryVocabulary, options: FilterOptions): fc.Arbitrary<Query> => {
  const { scalar, oddKeys = 1, unknownOps = 1, maxDepth = 4 } = options
  const values = fc.oneof({ arbitrary: scalar, weight: 3 }, { arbitrary: plausible(vocabulary), weight: 1 })
  const fields = fc.array(fc.tuple(keyOf(vocabulary, oddKeys), conditionOf(values, unknownOps)), {
    minLength: 1,
    maxLength: 2
  })
  return fc.letrec<{ filter: Query }>((tie) => ({
    filter: fc
      .tuple(
        fields,
        fc.oneof(
          { depthSize: 'small', maxDepth },
          { arbitrary: fc.constant([] as Array<[string, unknown]>), weight: 3 },
          {
            arbitrary: fc
              .tuple(fc.constantFrom('$or', '$and'), fc.array(tie('filter'), { maxLength: 3 }))
              .map(([op, list]) => [[op, list]] as Array<[string, unknown]>),
            weight: 2
          },
          {
            arbitrary: tie('filter').map((inner) => [['$not', inner]] as Array<[string, unknown]>),
            weight: 1
          },
          {
            arbitrary: fc
              .tuple(fc.constantFrom('$or', '$and', '$not'), hostileShape(scalar))
              .map(([op, odd]) => [[op, odd]] as Array<[string, unknown]>),
            weight: 1
          }
        )
      )
      .map(([own, logical]) => ownObject([...own, ...logical]))
  })).filter
}

/** A condition buried `depth` levels down in one kind of nesting. */
export const deepFilterOf = (vocabulary: QueryVocabulary, depths: number[]): fc.Arbitrary<Query> =>
  fc
    .tuple(
      fc.constantFrom(...depths),
      fc.constantFrom('$or', '$and', '$not', 'field $not', 'list value', 'object value'),
      fc.constantFrom(...vocabulary.paths.paths)
    )
    .map(([depth, kind, path]) => {
      const leaf: Query = { [path]: 'x' }
      let filter: Query = leaf
      for (let level = 0; level < depth; level++) {
        if (kind === '$or' || kind === '$and') filter = { [kind]: [filter] }
        else if (kind === '$not') filter = { $not: filter }
      }
      if (kind === 'field $not') {
        let condition: Query = { $eq: 'x' }
        for (let level = 0; level < depth; level++) condition = { $not: condition }
        filter = { [path]: condition }
      }
      if (kind === 'list value') filter = { [path]: { $in: deeplyNested(depth, 'x', false) } }
      if (kind === 'object value') filter = { [path]: deeplyNested(depth, 'x', true) }
      return filter
    })

const countText = fc.constantFrom(
  '0',
  '1',
  '-1',
  '1000',
  '1001',
  '99999999999999999999',
  '1e3',
  '1.5',
  'NaN',
  '',
  ' ',
  '0x10',
  '-0',
  'abc',
  '10\u0000',
  '١',
  '10000001',
  '9007199254740993'
)

/** `$limit`, `$skip`, `$sort`, `$select`, `$populate` and `$cursor` of every shape, with cursors made to look real. */
export const controlsOf = (vocabulary: QueryVocabulary): fc.Arbitrary<Query> => {
  const { paths, sortable, refs } = vocabulary.paths
  const names = fc.oneof(
    { arbitrary: fc.constantFrom(...paths), weight: 4 },
    { arbitrary: fc.constantFrom(...sortable), weight: 2 },
    { arbitrary: hostileKey, weight: 2 },
    ...(refs.length ? [{ arbitrary: fc.constantFrom(...refs), weight: 2 }] : [])
  )
  const count = fc.oneof(countText, hostileNumber, hostileShape(fc.integer({ min: -5, max: 2000 })))
  const direction = fc.oneof(
    fc.constantFrom(1, -1, '1', '-1', 'asc', 'desc', 0, 2, null, '', true),
    hostileScalar()
  )
  const sort = fc.oneof(
    { arbitrary: fc.array(fc.tuple(names, direction), { maxLength: 4 }).map(ownObject), weight: 4 },
    { arbitrary: hostileShape(), weight: 1 }
  )
  const list = fc.oneof(
    fc.array(names, { maxLength: 5 }),
    names.map((name) => `${name},${name}`),
    fc.constant(Array(1500).fill('name')),
    hostileShape()
  )
  /** A cursor in the server's own format (base64url JSON), sort signature right, values hostile. */
  const realLooking = fc
    .tuple(
      fc.constantFrom(...sortable),
      fc.constantFrom(1, -1),
      fc.array(hostileShape(), { minLength: 0, maxLength: 3 }),
      hostileShape()
    )
    .map(([field, dir, values, before]) => {
      const signature = field === '_id' ? `${dir < 0 ? '-' : ''}_id` : `${dir < 0 ? '-' : ''}${field},_id`
      const cursor = Buffer.from(JSON.stringify({ s: signature, v: values, b: before })).toString('base64url')
      return { $sort: { [field]: dir }, $cursor: cursor }
    })
  const plainCursor = fc.oneof(hostileText, hostileShape()).map(($cursor) => ({ $cursor }))
  const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 })
  return fc
    .tuple(
      optional(count),
      optional(count),
      optional(sort),
      optional(list),
      optional(list),
      optional(fc.oneof(realLooking, plainCursor))
    )
    .map(([$limit, $skip, $sort, $select, $populate, cursor]) => {
      const query: Query = {}
      if ($limit !== undefined) query.$limit = $limit
      if ($skip !== undefined) query.$skip = $skip
      if ($sort !== undefined) query.$sort = $sort
      if ($select !== undefined) query.$select = $select
      if ($populate !== undefined) query.$populate = $populate
      return cursor ? { ...query, ...cursor } : query
    })
}

/** One well-formed condition on a filterable path whose value alone is hostile: it reaches the database. */
export const singleConditionOf = (
  vocabulary: QueryVocabulary,
  scalar: fc.Arbitrary<unknown>
): fc.Arbitrary<Query> =>
  fc
    .tuple(
      fc.constantFrom(...vocabulary.paths.filterable),
      fc.constantFrom('', '$eq', '$ne', '$lt', '$gte', '$in', '$nin', '$contains', '$notContains', '$regex'),
      scalar
    )
    .map(([path, op, value]) => {
      const operand = op === '$in' || op === '$nin' ? [value] : value
      return ownObject([[path, op ? ownObject([[op, operand]]) : operand]])
    })

/** A single hostile condition half the time, else a filter of several with some controls. */
export const queryOf = (vocabulary: QueryVocabulary, options: FilterOptions): fc.Arbitrary<Query> =>
  fc.oneof(
    singleConditionOf(vocabulary, options.scalar),
    fc
      .tuple(filterOf(vocabulary, options), fc.option(controlsOf(vocabulary), { nil: undefined, freq: 3 }))
      .map(([filter, controls]) => ({ ...filter, ...controls }))
  )
