import { BadRequest, MethodNotAllowed } from '@feathersjs/errors'
import {
  SYSTEM_FIELD_NAMES,
  validateRecord,
  ValidationFailure,
  type Condition,
  type WriteMode
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { newId } from '../../db/ids'
import { fromRow } from '../../db/row-codec'
import { readBatchId } from '../../journal/batch-id'
import { asSource, writeSource, type WriteSource } from '../../journal/write-source'
import { checkIntegrity, type CheckedBefore } from './check-integrity'
import { editConflict } from './items-errors'
import { journalCreated, journalRemoved } from './items-journal'
import { ItemsReader } from './items-reader'
import { assertIdsFree, patchedRows, restorableFields, validateRecords } from './items-writing'
import { applyPatchOperators, hasPatchOperators } from './patch-operators'
import type { Id, ItemsParams } from './items.types'
import { readPrecondition } from './version-precondition'

type Row = Record<string, unknown>

/** Most rows a multi-row create or remove may touch in one call. */
export const MAX_MULTI = 1000

/**
 * The generic service of one catalogue collection (C9): the reads of `ItemsReader`, and the writes.
 * Public methods validate their input and then call the `_` methods, which trust it.
 */
export class ItemsService extends ItemsReader {
  async create(data: Row | Row[], params?: ItemsParams): Promise<Row | Row[]> {
    return this.guard(async () => {
      const list = Array.isArray(data) ? data : [data]
      if (list.length === 0 || list.length > MAX_MULTI)
        throw new BadRequest(`Create between 1 and ${MAX_MULTI} records at once`)
      const records = await this.prepare(this.validateAll(list, 'create', Array.isArray(data)))
      const created = await this._create(records, writeSource(params))
      return Array.isArray(data) ? created : created[0]
    })
  }

  private validateAll(list: unknown[], mode: WriteMode, indexed: boolean): Row[] {
    return validateRecords(this.collection.fields, this.ctx.catalogue.enums, list, mode, indexed)
  }

  private checkIntegrity(records: Row[], trx: Knex, ids?: string[], checked?: CheckedBefore) {
    return checkIntegrity(trx, this.ctx.catalogue, this.model, records, ids, checked)
  }

  /**
   * Inserts validated records in one transaction (the caller's, when given), with the system fields
   * set; `checked` says what the caller checked before in that transaction.
   */
  async _create(
    records: Row[],
    source?: WriteSource | string,
    transaction?: Knex.Transaction,
    checked?: CheckedBefore
  ): Promise<Row[]> {
    const by = asSource(source)
    const now = new Date().toISOString()
    // Built field by field after the system fields: records spread into a literal came out as
    // objects the bulk insert reads slowly (an import of 10,000 rows: ~90 ms more).
    const full: Row[] = records.map((record) => {
      const row: Row = { _id: newId(), created: now, modified: now, modifiedBy: by.user ?? null }
      for (const key in record) if (!SYSTEM_FIELD_NAMES.has(key)) row[key] = record[key]
      return row
    })
    await (transaction
      ? this.insert(full, by, transaction, checked)
      : this.knex.transaction((trx) => this.insert(full, by, trx)))
    // Answered as written, without hidden fields: copies when there are any to take out, as the
    // journal's listeners read the records themselves once committed (`journalCreated`).
    return this.hiddenColumns.length ? full.map((record) => this.visible(record)) : full
  }

  /**
   * Puts records back under their own `_id` and creation time (from the trash, or an undone bulk
   * delete), checked like a create: validation, references, unique values, and an id in use (409).
   */
  async _restore(records: Row[], source: WriteSource, trx: Knex): Promise<Row[]> {
    const now = new Date().toISOString()
    // Fields the collection has had since are no longer known, and left out; derived ones are computed anew.
    const known = records.map((record) => restorableFields(this.model, record))
    const full = this.validateAll(known, 'create', records.length > 1).map((record, index) => ({
      ...record,
      _id: records[index]._id,
      created: records[index].created ?? now,
      modified: now,
      modifiedBy: source.user ?? null
    }))
    await assertIdsFree(
      trx,
      this.model.table,
      full.map((record) => String(record._id))
    )
    await this.insert(full, { action: 'restore', ...source }, trx)
    return full.map((record) => this.visible(record))
  }

  /** Inserts complete records, after checking them, and journals them. */
  private async insert(full: Row[], source: WriteSource, trx: Knex, checked?: CheckedBefore) {
    await this.checkIntegrity(full, trx, undefined, checked)
    // Every write of records runs in a transaction; the engine's bulk path takes imports' thousands of rows fast.
    await this.ctx.dialect.insertMany(trx as Knex.Transaction, this.model, full)
    await journalCreated(this.ctx.journal, trx, this.collection.name, this.model, source, full)
  }

  /**
   * Last step before validated records are written: services that keep derived or secret values
   * (such as a password hash) compute them here.
   */
  protected async prepare(records: Row[]): Promise<Row[]> {
    return records
  }

  async update(id: Id, data: Row, params?: ItemsParams): Promise<Row> {
    return this.guard(async () => {
      const { ifModified, params: rest } = readPrecondition(params)
      const validated = validateRecord(this.collection.fields, data, 'update', this.ctx.catalogue.enums)
      const [record] = await this.prepare([validated])
      const filter = this.filterOf(rest)
      return this.write(id, filter, writeSource(params, 'update'), ifModified, () => {
        // Fields left out of a full replace are cleared.
        const cleared = Object.fromEntries(this.collection.fields.map((field) => [field.name, null]))
        return { ...cleared, ...record }
      })
    })
  }

  async patch(id: Id | null, data: Row, params?: ItemsParams): Promise<Row> {
    if (id === null) throw new MethodNotAllowed('Patch one record at a time')
    return this.guard(async () => {
      if (!data || typeof data !== 'object' || Array.isArray(data))
        throw new ValidationFailure('The body must be an object', { body: 'must be an object' })
      const { ifModified, params: rest } = readPrecondition(params)
      const filter = this.filterOf(rest)
      const { fields } = this.collection
      const { enums } = this.ctx.catalogue
      // Sub-path operators apply to the current record, so they are checked in the transaction.
      if (hasPatchOperators(data))
        return this.write(id, filter, writeSource(params), ifModified, (current) =>
          validateRecord(fields, applyPatchOperators(current, data), 'patch', enums)
        )
      const [changes] = await this.prepare([validateRecord(fields, data, 'patch', enums)])
      return this.write(id, filter, writeSource(params), ifModified, () => changes)
    })
  }

  /**
   * Reads the record, computes its changes, checks them and writes them in one transaction. Given
   * the version the write was based on, a record changed since answers 409 `editConflict` with the
   * record as it is now.
   */
  private async write(
    id: Id,
    filter: Condition | undefined,
    source: WriteSource,
    ifModified: string | undefined,
    change: (current: Row) => Row
  ) {
    return this.knex.transaction(async (trx) => {
      // The row stays locked (PostgreSQL; SQLite writes one at a time) from the check to the write.
      if (ifModified !== undefined) await trx(this.model.table).where('_id', id).forUpdate().first('_id')
      const current = await this._get(id, filter, trx, true)
      if (ifModified !== undefined && current.modified !== ifModified)
        throw editConflict(this.visible(current))
      const changes = change(current)
      return this._patch(id, changes, source, trx, current)
    })
  }

  /** Writes validated changes to one record and journals the fields they change. */
  async _patch(
    id: Id,
    changes: Row,
    source: WriteSource | string | undefined,
    trx: Knex,
    current: Row
  ): Promise<Row> {
    const [written] = await this._patchMany([{ id, changes, current }], source, trx)
    return written
  }

  /**
   * Writes validated changes to records read before (`current`, in the same transaction), checked
   * together, as one write of the journal (each record its own version); answers them as shown.
   * `checked` says what the caller checked before in the same transaction.
   */
  async _patchMany(
    patches: { id: Id; changes: Row; current: Row }[],
    source: WriteSource | string | undefined,
    trx: Knex,
    checked?: CheckedBefore
  ): Promise<Row[]> {
    if (patches.length === 0) return []
    await this.checkIntegrity(
      patches.map((patch) => patch.changes),
      trx,
      patches.map((patch) => patch.id),
      checked
    )
    const by = asSource(source)
    const { written, entries } = patchedRows(this.model, patches, by)
    await this.ctx.dialect.updateMany(
      trx as Knex.Transaction,
      this.model,
      written.map(({ row }) => row)
    )
    if (entries.length)
      await this.ctx.journal?.record(trx, this.collection.name, by, 'patch', entries[0].at!, entries)
    return written.map(({ next }, index) => this.visible({ ...patches[index].current, ...next }))
  }

  /** Removes records read whole (hidden fields too) into the trash, journaled; answers them as shown. */
  async _removeRecords(records: Row[], source: WriteSource, trx: Knex): Promise<Row[]> {
    const ids = records.map((record) => String(record._id))
    for (let start = 0; start < ids.length; start += 500)
      await trx(this.model.table)
        .whereIn('_id', ids.slice(start, start + 500))
        .delete()
    await this.journalRemoved(trx, records, source)
    return records.map((record) => this.visible(record))
  }

  /** Journals removed records (complete, hidden fields too) and, unless told not to, keeps them in the trash. */
  protected async journalRemoved(trx: Knex, records: Row[], source: WriteSource, trash = true) {
    await journalRemoved(this.ctx.journal, trx, this.collection.name, this.model, records, source, trash)
  }

  /**
   * Removes one record, or those matching a filter (at most 1000), into the trash. A removal by
   * filter is a batch that `POST /api/undo` reverses: `$batch` names it, so that the several calls
   * of one bulk delete share one (a new one is made when left out).
   */
  async remove(id: Id | null, params?: ItemsParams): Promise<Row | Row[]> {
    return this.guard(async () => {
      const { $batch: given, ...query } = params?.query ?? {}
      const named = readBatchId(given, '$batch')
      const filter = this.filterOf(params, query)
      const source = { ...writeSource(params), batch: named ?? (id === null ? newId() : undefined) }
      if (id === null && !filter) throw new BadRequest('Removing many records needs a filter')
      return this.knex.transaction(async (trx) => {
        if (named) await this.ctx.journal?.assertOwnBatch(trx, named, this.collection.name, source.user)
        if (id !== null) {
          const current = await this._get(id, filter, trx, true)
          await trx(this.model.table).where('_id', id).delete()
          await this.journalRemoved(trx, [current], source)
          return this.visible(current)
        }
        const [{ total }] = await this.where(trx(this.model.table), filter).count({ total: '*' })
        if (Number(total) > MAX_MULTI)
          throw new BadRequest(`The filter matches ${total} records; remove at most ${MAX_MULTI} at once`)
        const rows = (await this.where(trx(this.model.table), filter)).map((row: Row) =>
          fromRow(this.ctx.dialect, this.model, row, true)
        )
        return this._removeRecords(rows, source, trx)
      })
    })
  }
}
