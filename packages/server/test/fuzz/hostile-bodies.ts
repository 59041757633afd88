import fc from 'fast-check'
import type { FieldDef } from '@tutor-admin/shared'
import { hostileKey, hostileShape, ownObject, PROTOTYPE_NAMES } from './hostile-values'

type Row = Record<string, unknown>
const SYSTEM_KEYS = ['_id', 'created', 'modified', 'modifiedBy']

const subRecord = (fields: FieldDef[], scalar: fc.Arbitrary<unknown>): fc.Arbitrary<Row> =>
  fc
    .array(fc.tuple(fc.constantFrom(...fields.map((field) => field.name), 'x', '__proto__'), scalar), {
      maxLength: 3
    })
    .map(ownObject)

/** A value in the shape the field takes (translations, sub-records, lists), its texts and numbers from `scalar`. */
export const fieldShaped = (field: FieldDef, scalar: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => {
  const params = field.params ?? {}
  if (params.translate)
    return fc.oneof(
      scalar,
      fc.record({ en: scalar, cht: scalar, chs: scalar }, { requiredKeys: [] }),
      fc.array(
        fc.record({ lang: fc.oneof(fc.constantFrom('en', 'cht', 'chs', 'xx'), scalar), value: scalar }),
        {
          maxLength: 3
        }
      )
    )
  if (field.type === 'object') return fc.oneof(scalar, subRecord(params.fields ?? [], scalar))
  if (field.type === 'array')
    return fc.oneof(
      {
        arbitrary: fc.array(params.itemType === 'object' ? subRecord(params.fields ?? [], scalar) : scalar, {
          maxLength: 4
        }),
        weight: 3
      },
      { arbitrary: scalar, weight: 1 }
    )
  return scalar
}

/**
 * A body for create, update or patch: the collection's valid template (usually) with one to three
 * fields given hostile values in their own shape, plus `extra` keys the schema does not have.
 */
export const bodyOf = (
  template: Row | undefined,
  fields: FieldDef[],
  scalar: fc.Arbitrary<unknown>,
  extra = 1
): fc.Arbitrary<Row> =>
  fc
    .tuple(
      fc.array(
        fc
          .constantFrom(...fields)
          .chain((field) =>
            fieldShaped(field, scalar).map((value): [string, unknown] => [field.name, value])
          ),
        { minLength: 1, maxLength: 3 }
      ),
      fc.array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom(...SYSTEM_KEYS)), hostileShape(scalar)), {
        maxLength: extra
      }),
      fc.nat(3)
    )
    .map(([own, odd, keep]) =>
      ownObject([...(keep && template ? Object.entries(template) : []), ...own, ...odd])
    )

/** Values under prototype names that would pollute `Object.prototype` if merged naively. */
const polluting = fc.constantFrom<unknown>(
  { polluted: true },
  { prototype: { polluted: true } },
  { toString: 'x' },
  'x',
  null,
  [{ polluted: true }]
)

/** Prototype-named keys at the top of a body and inside its objects. */
export const prototypeBodyOf = (template: Row | undefined, fields: FieldDef[]): fc.Arbitrary<Row> =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...PROTOTYPE_NAMES), polluting), { minLength: 1, maxLength: 3 }),
      fc.option(fc.constantFrom(...fields), { nil: undefined }),
      fc.constantFrom(...PROTOTYPE_NAMES),
      fc.boolean()
    )
    .map(([top, field, inner, keep]) => {
      const entries: Array<[string, unknown]> = [
        ...(keep && template ? Object.entries(template) : []),
        ...top
      ]
      if (field) {
        const buried = ownObject([
          [inner, { polluted: true }],
          ['en', 'x'],
          ['lastName', 'x']
        ])
        entries.push([field.name, field.type === 'array' ? [buried] : buried])
      }
      return ownObject(entries)
    })

/** Sub-paths of `$set`, `$push` and `$pull` (C12): real ones, out of range, dotted wrongly, prototype-named, very deep. */
const patchPathOf = (fields: FieldDef[]): fc.Arbitrary<string> => {
  const names = fields.map((field) => field.name)
  const lists = fields.filter((field) => field.type === 'array')
  const listPaths = lists.flatMap((field) => [
    `${field.name}.0`,
    `${field.name}.999`,
    `${field.name}.-1`,
    `${field.name}.1e3`,
    `${field.name}.00`,
    `${field.name}.0.__proto__.polluted`,
    ...(field.params?.fields ?? []).map((sub) => `${field.name}.0.${sub.name}`)
  ])
  return fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 3 },
    ...(listPaths.length ? [{ arbitrary: fc.constantFrom(...listPaths), weight: 4 }] : []),
    {
      arbitrary: fc.constantFrom(
        '__proto__.polluted',
        'constructor.prototype.polluted',
        'a..b',
        '',
        '.',
        `${names[0]}.__proto__`,
        `${names[0]}.constructor`,
        'x'.repeat(1000),
        'a.'.repeat(500) + 'a',
        '0.0.0.0'
      ),
      weight: 2
    },
    { arbitrary: hostileKey, weight: 1 }
  )
}

/** A patch body with `$set`/`$push`/`$pull` (and operators the server lacks), maybe plain fields beside. */
export const patchOperatorsOf = (fields: FieldDef[], scalar: fc.Arbitrary<unknown>): fc.Arbitrary<Row> => {
  const spec = fc.oneof(
    {
      arbitrary: fc
        .array(fc.tuple(patchPathOf(fields), hostileShape(scalar)), { minLength: 1, maxLength: 3 })
        .map(ownObject),
      weight: 5
    },
    { arbitrary: hostileShape(scalar), weight: 1 }
  )
  const op = fc.oneof(
    { arbitrary: fc.constantFrom('$set', '$push', '$pull'), weight: 6 },
    { arbitrary: fc.constantFrom('$unset', '$inc', '$addToSet', '$rename', '$', '$set.x'), weight: 1 }
  )
  return fc
    .tuple(
      fc.array(fc.tuple(op, spec), { minLength: 1, maxLength: 3 }),
      fc.option(
        fc
          .constantFrom(...fields)
          .chain((field) =>
            fieldShaped(field, scalar).map((value) => [field.name, value] as [string, unknown])
          ),
        {
          nil: undefined
        }
      )
    )
    .map(([ops, plain]) => ownObject([...ops, ...(plain ? [plain] : [])]))
}
