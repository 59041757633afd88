import { SYSTEM_FIELD_NAMES, type ChangeRecord } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../catalogue/catalogue'
import type { Dialect } from '../db/dialects'
import { fromRow } from '../db/row-codec'
import { CHANGES_TABLE } from '../db/schema/journal-tables'
import type { TableModel } from '../db/schema/table-model'
import { toChange, type ChangeRow } from './change-record'
import { fieldChanges } from './field-changes'
import { valuesAt } from './version-values'

type Row = Record<string, unknown>

/** Changes by a key of theirs, each list in the order given. */
const groupBy = (changes: ChangeRecord[], keyOf: (change: ChangeRecord) => string) => {
  const groups = new Map<string, ChangeRecord[]>()
  for (const change of changes) {
    const group = groups.get(keyOf(change))
    if (group) group.push(change)
    else groups.set(keyOf(change), [change])
  }
  return groups
}

/** Whether a create was journaled without its values; one journaled with them is answered as it was. */
const storedWithoutValues = (change: ChangeRecord) =>
  Object.values(change.diff).every((entry) => 'hidden' in entry)

/** The fields a create's diff shows with their values: neither system, derived nor hidden. */
const valueFields = (model: TableModel) =>
  [...model.columns.values()]
    .filter(
      (column) => !SYSTEM_FIELD_NAMES.has(column.name) && !column.derive && !column.field.params?.hidden
    )
    .map((column) => column.name)

/** The records of these ids as stored now (hidden fields left out), by id. */
const recordsNow = async (knex: Knex, dialect: Dialect, model: TableModel, ids: string[]) => {
  const rows: Row[] = await knex(model.table).whereIn('_id', ids)
  return new Map(rows.map((row) => [String(row._id), fromRow(dialect, model, row)]))
}

/** The changes of these records after `after` (journal ids are time-ordered), oldest first. */
const laterChanges = async (knex: Knex, collection: string, ids: string[], after: string) => {
  const rows: ChangeRow[] = await knex(CHANGES_TABLE)
    .where('collection', collection)
    .whereIn('recordId', ids)
    .andWhere('_id', '>', after)
    .orderBy('_id', 'asc')
  return rows.map(toChange)
}

/** Fills the creates of one collection among a page of changes. */
const fillCollection = async (knex: Knex, dialect: Dialect, model: TableModel, creates: ChangeRecord[]) => {
  const ids = [...new Set(creates.map((change) => change.recordId))]
  const first = creates.reduce((min, change) => (change._id < min ? change._id : min), creates[0]._id)
  const [now, later] = await Promise.all([
    recordsNow(knex, dialect, model, ids),
    laterChanges(knex, creates[0].collection, ids, first)
  ])
  const laterOf = groupBy(later, (change) => change.recordId)
  const fields = valueFields(model)
  for (const change of creates) {
    const since = (laterOf.get(change.recordId) ?? []).filter((next) => next._id > change._id)
    const values = valuesAt(change, since, now.get(change.recordId) ?? {}, fields, false)
    change.diff = { ...change.diff, ...fieldChanges(model, {}, values) }
  }
}

/**
 * Gives the creates among `changes` (a page of the journal) the values each record was created
 * with: its values now, or as its removal recorded them, each taken back through the changes made
 * to it since. Creates journaled with their values (before the journal kept them short) and
 * changes of a collection the catalogue no longer has are answered as stored.
 */
export const withCreatedValues = async (
  knex: Knex,
  dialect: Dialect,
  catalogue: Catalogue,
  changes: ChangeRecord[]
): Promise<ChangeRecord[]> => {
  const creates = changes.filter(
    (change) =>
      change.action === 'create' && catalogue.byName.has(change.collection) && storedWithoutValues(change)
  )
  await Promise.all(
    [...groupBy(creates, (change) => change.collection)].map(([collection, ofCollection]) =>
      fillCollection(knex, dialect, catalogue.model(collection), ofCollection)
    )
  )
  return changes
}
