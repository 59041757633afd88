import {
  validateRecord,
  ValidationFailure,
  type EnumDef,
  type FieldDef,
  type WriteMode
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { derivedValues, type TableModel } from '../../db/schema/table-model'
import { fieldChanges } from '../../journal/field-changes'
import type { JournalEntry } from '../../journal/journal'
import type { WriteSource } from '../../journal/write-source'
import { duplicate } from './items-errors'
import type { Id } from './items.types'
import { nextVersion } from './version-precondition'

type Row = Record<string, unknown>

/**
 * Validates records as one write: every problem of every record, keyed by the record's index
 * when the body was a list (`indexed`), in one `ValidationFailure`.
 */
export const validateRecords = (
  fields: FieldDef[],
  enums: Record<string, EnumDef> | undefined,
  list: unknown[],
  mode: WriteMode,
  indexed: boolean
): Row[] => {
  const errors: Record<string, string> = {}
  const codes: Record<string, string> = {}
  const params: ValidationFailure['params'] = {}
  const records = list.map((item, index) => {
    try {
      return validateRecord(fields, item, mode, enums)
    } catch (error) {
      if (!(error instanceof ValidationFailure)) throw error
      const path = (key: string) => (indexed ? `${index}.${key}` : key)
      for (const [key, message] of Object.entries(error.errors)) errors[path(key)] = message
      for (const [key, code] of Object.entries(error.codes)) codes[path(key)] = code
      for (const [key, limits] of Object.entries(error.params)) params[path(key)] = limits
      return {}
    }
  })
  if (Object.keys(errors).length) throw new ValidationFailure('Invalid data', errors, codes, params)
  return records
}

/** A restored record's fields the collection still has and stores; derived ones are computed anew. */
export const restorableFields = (model: TableModel, record: Row): Row =>
  Object.fromEntries(
    Object.entries(record).filter(([key]) => {
      const column = model.columns.get(key)
      return column && !column.derive
    })
  )

/** 409 when a record to restore has an id in use. */
export const assertIdsFree = async (trx: Knex, table: string, ids: string[]) => {
  for (let start = 0; start < ids.length; start += 500) {
    const taken = await trx(table)
      .whereIn('_id', ids.slice(start, start + 500))
      .first('_id')
    if (taken) throw duplicate(`A record with the id ${taken._id} exists`, '_id')
  }
}

/**
 * What patches write: per record its next version and stamps (`next`), the row of only its
 * changed columns and derived values (`row`), and the journal's entries of the records a patch
 * changes.
 */
export const patchedRows = (
  model: TableModel,
  patches: { id: Id; changes: Row; current: Row }[],
  by: WriteSource
) => {
  const now = Date.now()
  const entries: JournalEntry[] = []
  const written = patches.map(({ id, changes, current }) => {
    const next = { ...changes, modified: nextVersion(current.modified, now), modifiedBy: by.user ?? null }
    const diff = fieldChanges(model, current, changes)
    const changed = Object.keys(diff)
    // A write that changes no field leaves the history as it was.
    if (changed.length) entries.push({ recordId: id, diff, at: next.modified })
    // Only changed columns are written: an unchanged text is not indexed again.
    const row: Row = { _id: id, modified: next.modified, modifiedBy: next.modifiedBy }
    for (const key of changed) row[key] = changes[key]
    return { next, row: { ...row, ...derivedValues(model, { ...current, ...next }) } }
  })
  return { written, entries }
}
