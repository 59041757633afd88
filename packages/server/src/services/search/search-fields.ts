import { editorSettingsOf, type CollectionDef, type FieldDef } from '@tutor-admin/shared'
import { tableModel, type TableModel } from '../../db/schema/table-model'

/** How a field's value reads as text: plain, translatable (`[{ lang, value }]`) or a person's name. */
export type TextKind = 'text' | 'translated' | 'person'

export interface TextField {
  name: string
  kind: TextKind
}

/** What the console's search looks at in one collection. */
export interface SearchFields {
  collection: CollectionDef
  model: TableModel
  /** Columns with a text index: searched in a big table too. */
  indexed: string[]
  /** Every text field the list's keyword search covers, for a table small enough to read. */
  keyword: { text: string[]; translated: string[] }
  /** The field that names a record in a result. */
  title?: TextField
}

const LABEL_CANDIDATES = ['name', 'title', 'question']

const kindOf = (field: FieldDef): TextKind | undefined => {
  if (field.params?.hidden) return undefined
  if (field.params?.translate) return 'translated'
  if (field.type === 'object' && field.params?.personName) return 'person'
  return field.type === 'string' && !field.params?.enum ? 'text' : undefined
}

const plans = new WeakMap<CollectionDef, SearchFields | null>()

/**
 * The fields the search uses in a collection, or `null` when it has none: its text-indexed
 * columns, the text fields of its list's keyword search, and the field that names its records
 * (a name or a title, else the first text field among the list's own).
 */
export const searchFieldsOf = (collection: CollectionDef): SearchFields | null => {
  const known = plans.get(collection)
  if (known !== undefined) return known
  const model = tableModel(collection)
  const settings = editorSettingsOf(collection)
  const byName = new Map(collection.fields.map((field) => [field.name, field]))
  const textual = (names: string[] = [], kind: TextKind) =>
    names.filter((name) => {
      const field = byName.get(name)
      return field && kindOf(field) === kind && model.columns.has(name)
    })
  const indexed = [...model.textIndexed].filter((name) => !model.columns.get(name)?.field.params?.hidden)
  const text = [...new Set([...indexed, ...textual(settings?.textFields, 'text')])]
  const translated = textual(settings?.translateTextFields, 'translated')
  const candidates = [
    ...LABEL_CANDIDATES,
    ...(settings?.translateTextFields ?? []),
    ...(settings?.textFields ?? []),
    ...indexed
  ]
  let title: TextField | undefined
  for (const name of candidates) {
    const field = byName.get(name)
    const kind = field && kindOf(field)
    if (kind) {
      title = { name, kind }
      break
    }
  }
  const plan =
    text.length + translated.length === 0
      ? null
      : { collection, model, indexed, keyword: { text, translated }, title }
  plans.set(collection, plan)
  return plan
}
