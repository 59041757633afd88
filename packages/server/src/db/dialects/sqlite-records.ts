import type { ColumnKind } from './dialect.types'

/** Where a record's value comes from in a raw row, and how it is decoded (none: as stored). */
export interface RecordColumn {
  index: number
  name: string
  kind?: ColumnKind
}

/** Makes a record of one raw row (the values of a statement's columns, in order). */
export type RecordMaker = (values: readonly unknown[]) => Record<string, unknown>

const jsonValue = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === 'string' ? JSON.parse(value) : value

const booleanValue = (value: unknown) =>
  value === null || value === undefined ? null : value === 1 || value === true

/** SQLite keeps JSON as text and booleans as 0/1; text and numbers are read as they are. */
const decoders: Record<ColumnKind, string> = { json: 'json', boolean: 'bool', text: '', number: '' }

/**
 * A record maker compiled from its columns: one object literal, which V8 builds at once in its
 * final shape. Adding the keys one by one in a loop was about a tenth of a list request's time.
 * The names are written as JSON strings and the indexes are numbers: nothing else enters the code.
 */
export const compileRecordMaker = (columns: readonly RecordColumn[]): RecordMaker => {
  const entries = columns.map(({ index, name, kind }) => {
    if (!Number.isInteger(index)) throw new TypeError(`not a column index: ${index}`)
    // A computed key: `"__proto__": …` in a literal would set the prototype instead.
    const key = name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name)
    return `${key}: ${kind ? decoders[kind] : ''}(values[${index}])`
  })
  const make = new Function('json', 'bool', `return (values) => ({ ${entries.join(', ')} })`)
  return make(jsonValue, booleanValue) as RecordMaker
}
