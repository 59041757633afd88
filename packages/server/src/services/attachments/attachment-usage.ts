import {
  DEFAULT_LANG,
  personNameText,
  translate,
  type CollectionDef,
  type FieldDef,
  type Lang
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { Dialect } from '../../db/dialects'
import { sql, joinSql } from '../../db/sql'
import { tableModel } from '../../db/schema/table-model'

/** One place an attachment is used: a field of a record. */
export interface AttachmentUse {
  collection: string
  _id: string
  /** The record's name or title in the language asked for, for people to recognise it. */
  label: string
  /** Path of the field within the record: `cover`, `images.2`, `items.0.picture`. */
  field: string
}

export interface AttachmentUsage {
  _id: string
  total: number
  uses: AttachmentUse[]
}

type Row = Record<string, unknown>

/** Whether a field refers to attachments, itself or in any of its sub-fields. */
const holdsAttachments = (field: FieldDef): boolean =>
  field.params?.ref === 'attachments' || (field.params?.fields ?? []).some(holdsAttachments)

/** Every field of every collection that can hold an attachment, top-level fields only (their columns). */
export const attachmentColumns = (catalogue: Catalogue) =>
  catalogue.collections
    .filter((collection) => collection.name !== 'attachments')
    .map((collection) => ({ collection, fields: collection.fields.filter(holdsAttachments) }))
    .filter((entry) => entry.fields.length > 0)

/** Where in a value (of a field) the wanted ids appear, as `[id, path]` pairs. */
const findIds = (
  field: FieldDef,
  value: unknown,
  path: string,
  wanted: Set<string>,
  out: Array<[string, string]>
) => {
  if (value === null || value === undefined) return
  if (field.params?.ref === 'attachments') {
    if (typeof value === 'string' && wanted.has(value)) out.push([value, path])
    if (Array.isArray(value))
      value.forEach((item, index) => {
        if (typeof item === 'string' && wanted.has(item)) out.push([item, `${path}.${index}`])
      })
    return
  }
  const subFields = field.params?.fields ?? []
  const visit = (item: unknown, itemPath: string) => {
    if (!item || typeof item !== 'object') return
    for (const sub of subFields) findIds(sub, (item as Row)[sub.name], `${itemPath}.${sub.name}`, wanted, out)
  }
  if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}.${index}`))
  else visit(value, path)
}

const textOf = (value: unknown, lang: Lang): string => {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return translate(value as Parameters<typeof translate>[0], lang)
  if (value && typeof value === 'object') return personNameText(value)
  return ''
}

/**
 * A record's label: its name, title or question (a translated one in `lang`, else in Traditional
 * Chinese, else in any language it has), else its email, else its id.
 */
export const recordLabel = (record: Row, lang: Lang = DEFAULT_LANG): string => {
  for (const key of ['name', 'title', 'question', 'email']) {
    const text = textOf(record[key], lang).trim()
    if (text) return text
  }
  return String(record._id)
}

/** Rows of a collection that may hold one of the ids: a column equal to one, or a JSON text naming one. */
const candidates = async (
  knex: Knex,
  dialect: Dialect,
  collection: CollectionDef,
  fields: FieldDef[],
  ids: string[]
) => {
  const model = tableModel(collection)
  const conditions = fields.map((field) => {
    const column = model.columns.get(field.name)
    if (column?.kind === 'text') return sql(`?? IN (${ids.map(() => '?').join(', ')})`, field.name, ...ids)
    // A JSON column: its text holds the id in quotes wherever it sits; each match is checked below.
    return joinSql(
      ids.map((id) => dialect.containsLiteral(sql('CAST(?? AS TEXT)', field.name), JSON.stringify(id))),
      ' OR '
    )
  })
  const where = joinSql(
    conditions.map((condition) => ({ ...condition, sql: `(${condition.sql})` })),
    ' OR '
  )
  const query = knex(model.table)
    .whereRaw(where.sql, where.bindings as Knex.RawBinding[])
    .orderBy('_id')
  return dialect.selectRows(query, model)
}

/**
 * Where attachments are used (R-MED, "used in N places"): every record of every collection whose
 * attachment fields, nested lists included, name them; each record labelled in `lang`.
 */
export const findUsage = async (
  knex: Knex,
  dialect: Dialect,
  catalogue: Catalogue,
  ids: string[],
  lang: Lang = DEFAULT_LANG
): Promise<Map<string, AttachmentUse[]>> => {
  const usage = new Map<string, AttachmentUse[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return usage
  const wanted = new Set(ids)
  for (const { collection, fields } of attachmentColumns(catalogue)) {
    const rows = await candidates(knex, dialect, collection, fields, ids)
    for (const row of rows) {
      const found: Array<[string, string]> = []
      for (const field of fields) findIds(field, row[field.name], field.name, wanted, found)
      for (const [id, field] of found)
        usage
          .get(id)
          ?.push({ collection: collection.name, _id: String(row._id), label: recordLabel(row, lang), field })
    }
  }
  return usage
}

/** Removes an id from a value wherever the field's definition lets it sit; answers the value without it. */
export const withoutId = (field: FieldDef, value: unknown, id: string): unknown => {
  if (value === null || value === undefined) return value
  if (field.params?.ref === 'attachments') {
    if (value === id) return null
    return Array.isArray(value) ? value.filter((item) => item !== id) : value
  }
  const subFields = field.params?.fields ?? []
  const clean = (item: unknown) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return item
    const next: Row = { ...(item as Row) }
    for (const sub of subFields) if (sub.name in next) next[sub.name] = withoutId(sub, next[sub.name], id)
    return next
  }
  return Array.isArray(value) ? value.map(clean) : clean(value)
}
