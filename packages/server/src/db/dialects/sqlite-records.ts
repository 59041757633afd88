import { compileFunction, literalKey } from './compiled-function'
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
 */
export const compileRecordMaker = (columns: readonly RecordColumn[]): RecordMaker => {
  const entries = columns.map(({ index, name, kind }) => {
    if (!Number.isInteger(index)) throw new TypeError(`not a column index: ${index}`)
    return `${literalKey(name)}: ${kind ? decoders[kind] : ''}(values[${index}])`
  })
  return compileFunction(
    { json: jsonValue, bool: booleanValue },
    `return (values) => ({ ${entries.join(', ')} })`
  )
}

/** A column of an INSERT: its name, how it is stored, and how it is worked out when derived. */
export interface WrittenColumn {
  name: string
  kind: ColumnKind
  derive?: (record: Record<string, unknown>) => unknown
}

/** Makes the values of an INSERT's columns, in order, from a complete record. */
export type ValuesMaker = (record: Record<string, unknown>) => unknown[]

/** JSON as text, booleans as 0/1, a missing value as NULL: as `toDb` stores them. */
const jsonText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))
const booleanNumber = (value: unknown) => (value === null || value === undefined ? null : value ? 1 : 0)
const plainValue = (value: unknown) => (value === undefined ? null : value)
const encoders: Record<ColumnKind, string> = { json: 'json', boolean: 'bool', text: 'plain', number: 'plain' }

/**
 * A values maker compiled from the columns: each value read by its own name (one shape of access
 * per column, where a loop over names made every read a look-up by key). Used by bulk inserts.
 */
export const compileValuesMaker = (columns: readonly WrittenColumn[]): ValuesMaker => {
  const derivations = columns.map((column) => column.derive)
  const cells = columns.map(({ name, kind, derive }, index) => {
    const read = derive ? `derive[${index}](record)` : `record[${JSON.stringify(name)}]`
    return `${encoders[kind]}(${read})`
  })
  return compileFunction(
    { derive: derivations, json: jsonText, bool: booleanNumber, plain: plainValue },
    `return (record) => [${cells.join(', ')}]`
  )
}
