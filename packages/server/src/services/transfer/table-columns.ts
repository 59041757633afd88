import { allFields, LANGS, SYSTEM_FIELD_NAMES, type CollectionDef, type FieldDef } from '@tutor-admin/shared'

/** Languages of translatable columns, in the order export writes them (R-IO-04). */
const COLUMN_LANGS = ['en', 'cht', 'chs'] as const satisfies ReadonlyArray<(typeof LANGS)[number]>

/** One column of an export or import file: a field, or one language of a translatable field. */
export interface TableColumn {
  header: string
  field: FieldDef
  lang?: (typeof COLUMN_LANGS)[number]
}

/** The fields that files carry: every field but the hidden ones and those the server sets. */
const transferFields = (collection: CollectionDef) =>
  collection.fields.filter((field) => !field.params?.hidden && !SYSTEM_FIELD_NAMES.has(field.name))

/** A field's columns: translatable text one per language (R-IO-04), any other field one. */
const fieldColumns = (field: FieldDef): TableColumn[] =>
  field.params?.translate
    ? COLUMN_LANGS.map((lang) => ({ header: `${field.name}.${lang}`, field, lang }))
    : [{ header: field.name, field }]

/** `_id`, then the collection's fields; translatable text one column per language (R-IO-04). */
export const tableColumns = (collection: CollectionDef): TableColumn[] => [
  { header: '_id', field: { name: '_id', type: 'string' } },
  ...transferFields(collection).flatMap(fieldColumns)
]

/**
 * The columns of these fields in this order, as a list shows them; translatable
 * text still one column per language. The names are fields a list may show (`columnFieldProblem`).
 */
export const chosenColumns = (collection: CollectionDef, names: string[]): TableColumn[] => {
  const fields = allFields(collection.fields)
  return names.flatMap((name) => fieldColumns(fields.find((field) => field.name === name)!))
}

const BOOLEAN_CELLS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false
}

/**
 * A cell read back to the field's type. Empty cells are "no value". Values that cannot be read are
 * returned as they are, so that validation names the field.
 */
export const fromCell = (cell: unknown, field: FieldDef): unknown => {
  if (cell === null || cell === undefined || cell === '') return null
  if (cell instanceof Date) return cell.toISOString()
  const text = String(cell)
  switch (field.type) {
    case 'number': {
      const number = typeof cell === 'number' ? cell : Number(text.trim())
      return Number.isFinite(number) && text.trim() !== '' ? number : text
    }
    case 'boolean':
      return typeof cell === 'boolean' ? cell : (BOOLEAN_CELLS[text.trim().toLowerCase()] ?? text)
    case 'array':
    case 'object':
      try {
        return JSON.parse(text)
      } catch {
        return text
      }
    default:
      return text
  }
}

/**
 * Headers an import accepts: the export's, and the bare name of a translatable field, read as
 * text in the default language (as a plain string is, R-SCH-06).
 */
export const importHeaders = (columns: TableColumn[]): Set<string> =>
  new Set([
    ...columns.map((column) => column.header),
    ...columns.filter((c) => c.lang).map((c) => c.field.name)
  ])

/** How a list of columns reads a row: plain columns by header, translatable fields with their columns. */
interface RowReading {
  plain: Map<string, FieldDef>
  translated: { field: FieldDef; columns: TableColumn[] }[]
}

const readings = new WeakMap<TableColumn[], RowReading>()

/** Made once per list of columns: an import reads thousands of rows with the same. */
const readingOf = (columns: TableColumn[]): RowReading => {
  let reading = readings.get(columns)
  if (!reading) {
    const plain = new Map(
      columns.filter((column) => !column.lang).map((column) => [column.header, column.field])
    )
    const fields = [...new Set(columns.filter((column) => column.lang).map((column) => column.field))]
    const translated = fields.map((field) => ({ field, columns: columns.filter((c) => c.field === field) }))
    readings.set(columns, (reading = { plain, translated }))
  }
  return reading
}

/** A file row (header -> cell) as a record body; translatable columns are gathered per field. */
export const rowToRecord = (
  row: Record<string, unknown>,
  columns: TableColumn[]
): Record<string, unknown> => {
  const { plain, translated } = readingOf(columns)
  const record: Record<string, unknown> = {}
  // The row's own cells (a file holds some of the columns), rather than every column looked for.
  for (const header in row) {
    const field = plain.get(header)
    if (field && Object.hasOwn(row, header)) record[field.name] = fromCell(row[header], field)
  }
  for (const { field, columns: own } of translated) {
    const present = own.filter((c) => c.header in row)
    if (present.length)
      record[field.name] = present
        .map((c) => ({ lang: c.lang, value: fromCell(row[c.header], field) }))
        .filter((item) => item.value !== null)
        .map((item) => ({ lang: item.lang, value: String(item.value) }))
    else if (field.name in row) record[field.name] = fromCell(row[field.name], field)
  }
  return record
}
