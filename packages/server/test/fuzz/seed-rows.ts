import type { CollectionDef, EnumDef, FieldDef } from '@tutor-admin/shared'
import type { Client } from '../support/test-server'

/** The teacher whose name makes `^(a+)+$` backtrack exponentially in a backtracking engine. */
export const BACKTRACKING_NAME = 'a'.repeat(40) + '!'

type Row = Record<string, unknown>

interface SeedContext {
  enums: Record<string, EnumDef>
  ids: Map<string, string[]>
  /** Fill free texts with BACKTRACKING_NAME. */
  backtracking?: boolean
}

const objectOf = (fields: FieldDef[], index: number, ctx: SeedContext): Row =>
  Object.fromEntries(
    fields.map((field) => [field.name, valueOf(field, index, ctx)]).filter(([, value]) => value !== undefined)
  )

/** A valid value of a field for the `index`th seeded row: texts, numbers and dates differ per row. */
const valueOf = (field: FieldDef, index: number, ctx: SeedContext): unknown => {
  const params = field.params ?? {}
  if (params.readOnly) return undefined
  const refIds = params.ref ? (ctx.ids.get(params.ref) ?? []) : []
  switch (field.type) {
    case 'string': {
      if (params.enum) {
        const values = ctx.enums[params.enum]?.values ?? []
        return values.length ? values[index % values.length] : undefined
      }
      const text = ctx.backtracking ? BACKTRACKING_NAME : undefined
      if (params.translate)
        return {
          en: text ?? `${field.name} ${index}`,
          cht: text ?? `中文 ${index}`,
          chs: text ?? `中文 ${index}`
        }
      if (params.email) return `seed-${index}-${Math.random().toString(36).slice(2, 8)}@example.com`
      if (params.hidden) return `secret-${index}-password`
      return (text ?? `${field.name} ${index}`).slice(0, params.maxLength ?? 1000)
    }
    case 'number':
      return Math.min(params.max ?? 1e6, Math.max(params.min ?? 0, 10 + index))
    case 'boolean':
      return index % 2 === 0
    case 'date':
      return params.dateOnly ? `2020-01-0${(index % 9) + 1}` : `2024-01-0${(index % 9) + 1}T10:00:00.000Z`
    case 'id':
      return refIds.length ? refIds[index % refIds.length] : undefined
    case 'array':
      if (params.itemType === 'id') return refIds.slice(0, 2)
      if (params.itemType === 'number') return [index, index + 1]
      if (params.itemType === 'object') return [objectOf(params.fields ?? [], index, ctx)]
      return [`k${index}`, 'shared']
    case 'object':
      if (params.personName) return { lastName: `Last ${index}`, firstName: `First ${index}` }
      return objectOf(params.fields ?? [], index, ctx)
  }
}

export interface SeededRows {
  ids: Map<string, string[]>
  /** A record each collection accepted on create: a valid body to put one hostile value in. */
  templates: Map<string, Row>
}

/** Collections without references first, so that references find rows to point at. */
const refCount = (collection: CollectionDef) => collection.fields.filter((field) => field.params?.ref).length

/** Field names an error answer blames, without list indexes. */
const blamed = (body: any): string[] =>
  Object.keys(body?.errors ?? {}).map((key) => key.replace(/^\d+\./, '').split('.')[0])

/**
 * Creates `perCollection` valid rows in every collection (but `users`), as the admin over REST,
 * and one more whose free texts are BACKTRACKING_NAME (the teacher of the ReDoS report among them).
 * A field the server refuses is left out on the next try; a collection that cannot be filled is
 * skipped (the fuzz cases then meet an empty table).
 */
export const seedRows = async (
  admin: Client,
  collections: CollectionDef[],
  enums: Record<string, EnumDef>,
  perCollection = 3
): Promise<SeededRows> => {
  const ctx: SeedContext = { enums, ids: new Map() }
  const templates = new Map<string, Row>()
  const ordered = [...collections].filter((c) => c.name !== 'users').sort((a, b) => refCount(a) - refCount(b))
  for (const collection of ordered) {
    const rows = Array.from({ length: perCollection }, (_, index) => objectOf(collection.fields, index, ctx))
    // A row whose texts make backtracking regular expressions take exponential time.
    rows.push(objectOf(collection.fields, perCollection, { ...ctx, backtracking: true }))
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await admin.request('POST', `/api/${collection.name}`, rows)
      if (answer.status === 201) {
        ctx.ids.set(
          collection.name,
          answer.body.map((row: Row) => row._id as string)
        )
        templates.set(collection.name, rows[0])
        break
      }
      const refused = blamed(answer.body)
      if (!refused.length) break
      for (const row of rows) for (const name of refused) delete row[name]
    }
  }
  return { ids: ctx.ids, templates }
}
