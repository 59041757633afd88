import { columnRead, compileFunction, literalKey } from './compiled-function'
import type { ColumnModel } from '../schema/table-model'
import type { ColumnKind } from '../schema/column-kind'
import { StoredJson, type JsonReading } from '../stored-json'

/** Where a record's value comes from in a raw row, and how it is decoded (none: as stored). */
export interface RecordColumn {
  index: number
  name: string
  kind?: ColumnKind
}

/** Makes a record of one raw row (the values of a statement's columns, in order). */
export type RecordMaker = (values: readonly unknown[]) => Record<string, unknown>

type Convert = (value: unknown) => unknown

const plainValue: Convert = (value) => (value === undefined ? null : value)

/** How SQLite keeps each kind of value: JSON as text, booleans as 0/1, a missing value as NULL. */
export const storedValue: Record<ColumnKind, Convert> = {
  json: (value) => (value === null || value === undefined ? null : JSON.stringify(value)),
  boolean: (value) => (value === null || value === undefined ? null : value ? 1 : 0),
  text: plainValue,
  number: plainValue
}

/** How each kind of value is read back from what SQLite keeps. */
export const readValue: Record<ColumnKind, Convert> = {
  json: (value) =>
    value === null || value === undefined ? null : typeof value === 'string' ? JSON.parse(value) : value,
  boolean: (value) => (value === null || value === undefined ? null : value === 1 || value === true),
  text: plainValue,
  number: plainValue
}

/** JSON text kept as it is, for an answer written as text (`StoredJson`). */
const storedJson: Convert = (value) =>
  value === null || value === undefined ? null : typeof value === 'string' ? new StoredJson(value) : value

/** In generated code: text and numbers as the driver answers them (never undefined). */
const decoders: Record<JsonReading, Record<ColumnKind, string>> = {
  decoded: { json: 'json', boolean: 'bool', text: '', number: '' },
  stored: { json: 'stored', boolean: 'bool', text: '', number: '' }
}

/**
 * A record maker compiled from its columns: one object literal, which V8 builds at once in its
 * final shape. Adding the keys one by one in a loop was about a tenth of a list request's time.
 */
export const compileRecordMaker = (
  columns: readonly RecordColumn[],
  json: JsonReading = 'decoded'
): RecordMaker => {
  const entries = columns.map(({ index, name, kind }) => {
    if (!Number.isInteger(index)) throw new TypeError(`not a column index: ${index}`)
    return `${literalKey(name)}: ${kind ? decoders[json][kind] : ''}(values[${index}])`
  })
  return compileFunction(
    { json: readValue.json, bool: readValue.boolean, stored: storedJson },
    `return (values) => ({ ${entries.join(', ')} })`
  )
}

/** Makes the values of an INSERT's columns, in order, from a complete record. */
export type ValuesMaker = (record: Record<string, unknown>) => unknown[]

const encoders: Record<ColumnKind, string> = { json: 'json', boolean: 'bool', text: 'plain', number: 'plain' }

/**
 * A values maker compiled from the columns: each value read by its own name (one shape of access
 * per column, where a loop over names made every read a look-up by key). Used by bulk inserts.
 */
export const compileValuesMaker = (
  columns: readonly Pick<ColumnModel, 'name' | 'kind' | 'derive'>[]
): ValuesMaker => {
  const derivations = columns.map((column) => column.derive)
  const cells = columns.map((column, index) => `${encoders[column.kind]}(${columnRead(column, index)})`)
  return compileFunction(
    { derive: derivations, json: storedValue.json, bool: storedValue.boolean, plain: plainValue },
    `return (record) => [${cells.join(', ')}]`
  )
}
