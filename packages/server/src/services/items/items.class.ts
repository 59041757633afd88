import { BadRequest, MethodNotAllowed, NotFound } from '@feathersjs/errors'
import {
  DATA_CONSTANTS,
  errorData,
  QueryParser,
  validateRecord,
  ValidationFailure,
  type CollectionDef,
  type Condition,
  type ListQuery,
  type Paginated,
  type SortKey,
  type WriteMode
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { newId } from '../../db/ids'
import { compileFilter } from '../../db/query/apply-filter'
import { populate } from '../../db/query/populate'
import { runFind } from '../../db/query/run-find'
import { fromRow } from '../../db/row-codec'
import { derivedValues, sortableFields, tableModel, type TableModel } from '../../db/schema/table-model'
import { readBatchId } from '../../journal/batch-id'
import { fieldChanges, removedFields } from '../../journal/field-changes'
import type { JournalEntry } from '../../journal/journal'
import { asSource, writeSource, type WriteSource } from '../../journal/write-source'
import { checkIntegrity } from './check-integrity'
import { asHttpError, duplicate, editConflict } from './items-errors'
import { applyPatchOperators, hasPatchOperators } from './patch-operators'
import type { Id, ItemsContext, ItemsParams } from './items.types'
import { nextVersion, readPrecondition } from './version-precondition'

type Row = Record<string, unknown>

/** Most rows a multi-row create or remove may touch in one call. */
export const MAX_MULTI = 1000

/**
 * The generic service of one catalogue collection (C9). Public methods validate their input and
 * then call the `_` methods, which trust it.
 */
export class ItemsService {
  readonly model: TableModel
  /** Columns never answered (such as a password hash): left out by `visible`. */
  private readonly hiddenColumns: string[]

  constructor(
    readonly collection: CollectionDef,
    protected readonly ctx: ItemsContext
  ) {
    this.model = tableModel(collection)
    this.hiddenColumns = [...this.model.columns.values()]
      .filter((column) => column.field.params?.hidden)
      .map((column) => column.name)
  }

  protected get knex() {
    return this.ctx.knex
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      throw asHttpError(error, this.ctx.dialect)
    }
  }

  /** Splits a query into its filter and the controls get/patch/remove accept. */
  private filterOf(params?: ItemsParams, query = params?.query): Condition | undefined {
    const { $select: _select, $populate: _populate, ...filter } = query ?? {}
    const parsed = new QueryParser(this.collection.fields).parseFilterOnly(filter)
    return this.withScope(parsed, params)
  }

  private withScope(filter: Condition | undefined, params?: ItemsParams): Condition | undefined {
    if (!params?.scope) return filter
    return filter ? { kind: 'and', items: [params.scope, filter] } : params.scope
  }

  private where(builder: Knex.QueryBuilder, filter?: Condition) {
    if (filter) {
      const where = compileFilter(this.ctx.dialect, this.model, filter)
      builder.whereRaw(where.sql, where.bindings as Knex.RawBinding[])
    }
    return builder
  }

  async find(params?: ItemsParams): Promise<Paginated<Row>> {
    return this.guard(async () => {
      const query = new QueryParser(this.collection.fields).parse(params?.query ?? {})
      await this.assertSortServed(query.sort)
      return this._find({ ...query, filter: this.withScope(query.filter, params) })
    })
  }

  /**
   * A big collection (above the exact count limit) is listed only in an order an index serves
   * (R-PAGE-03): another order would sort every row for each page. 400 naming the orders there are.
   */
  private async assertSortServed(sort: SortKey[]) {
    const leading = sort[0]?.field
    const sortable = sortableFields(this.model)
    if (leading === undefined || sortable.includes(leading)) return
    const limit = this.ctx.exactCountLimit ?? DATA_CONSTANTS.exactCountLimit
    if ((await this.ctx.dialect.estimateRows(this.knex, this.model.table, limit)) === undefined) return
    const problem = `is not indexed: with this many records, sort by one of ${sortable.join(', ')}`
    throw new BadRequest(`Sorting ${this.collection.name} by ${leading} needs an index`, {
      errors: { $sort: problem },
      ...errorData('sortNeedsIndex', { field: leading, sortable })
    })
  }

  async _find(query: ListQuery, trx: Knex = this.knex): Promise<Paginated<Row>> {
    const result = await runFind(trx, this.ctx.dialect, this.model, query, this.ctx.exactCountLimit)
    if (query.populate) await this.populate(result.data, query.populate)
    return result
  }

  /**
   * Every row a validated list query matches, filtered and sorted as `_find` does, read by one
   * cursor `batch` rows at a time (exports): the columns a list shows, as stored (`fromRow`
   * decodes them).
   */
  _scan(query: ListQuery, batch: number): AsyncGenerator<Row[]> {
    const shown = [...this.model.columns.values()].filter((column) => !column.field.params?.hidden)
    const builder = this.where(
      this.knex(this.model.table).select(shown.map((column) => column.name)),
      query.filter
    )
    for (const key of query.sort) {
      const order = this.ctx.dialect.orderBy(key.field, key.direction)
      builder.orderByRaw(order.sql, order.bindings as Knex.RawBinding[])
    }
    return this.ctx.dialect.streamRows(builder, batch)
  }

  private populate(rows: Row[], fields: string[]) {
    return populate(this.knex, this.ctx.dialect, this.model, rows, fields, (name) =>
      this.ctx.catalogue.model(name)
    )
  }

  async get(id: Id, params?: ItemsParams): Promise<Row> {
    return this.guard(async () => {
      const query = new QueryParser(this.collection.fields).parse({
        $select: params?.query?.$select,
        $populate: params?.query?.$populate
      })
      const row = await this._get(id, this.filterOf(params))
      const record = query.select ? Object.fromEntries(query.select.map((key) => [key, row[key]])) : row
      if (query.populate) await this.populate([record], query.populate)
      return record
    })
  }

  async _get(id: Id, filter?: Condition, trx: Knex = this.knex, keepHidden = false): Promise<Row> {
    if (typeof id !== 'string' || id.length > 64) throw new NotFound(`No record found for id '${id}'`)
    const row = await this.where(trx(this.model.table).where('_id', id), filter).first()
    if (!row) throw new NotFound(`No record found for id '${id}'`)
    return fromRow(this.ctx.dialect, this.model, row, keepHidden)
  }

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
    const errors: Record<string, string> = {}
    const codes: Record<string, string> = {}
    const params: ValidationFailure['params'] = {}
    const records = list.map((item, index) => {
      try {
        return validateRecord(this.collection.fields, item, mode, this.ctx.catalogue.enums)
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

  private checkIntegrity(records: Row[], trx: Knex, ids?: string[]) {
    return checkIntegrity(trx, this.ctx.catalogue, this.model, records, ids)
  }

  /** Inserts validated records in one transaction (the caller's, when given), with the system fields set. */
  async _create(
    records: Row[],
    source?: WriteSource | string,
    transaction?: Knex.Transaction
  ): Promise<Row[]> {
    const by = asSource(source)
    const now = new Date().toISOString()
    const full: Row[] = records.map((record) => ({
      ...record,
      _id: newId(),
      created: now,
      modified: now,
      modifiedBy: by.user ?? null
    }))
    await (transaction
      ? this.insert(full, by, transaction)
      : this.knex.transaction((trx) => this.insert(full, by, trx)))
    // The records were made here and are written: answered as they are, hidden fields taken out.
    return full.map((record) => this.withoutHidden(record))
  }

  /**
   * Puts records back under their own `_id` and creation time (from the trash, or an undone bulk
   * delete), checked like a create: validation, references, unique values, and an id in use (409).
   */
  async _restore(records: Row[], source: WriteSource, trx: Knex): Promise<Row[]> {
    const now = new Date().toISOString()
    // Fields the collection has had since are no longer known, and left out; derived ones are computed anew.
    const known = records.map((record) =>
      Object.fromEntries(
        Object.entries(record).filter(([key]) => {
          const column = this.model.columns.get(key)
          return column && !column.derive
        })
      )
    )
    const full = this.validateAll(known, 'create', records.length > 1).map((record, index) => ({
      ...record,
      _id: records[index]._id,
      created: records[index].created ?? now,
      modified: now,
      modifiedBy: source.user ?? null
    }))
    const ids = full.map((record) => String(record._id))
    for (let start = 0; start < ids.length; start += 500) {
      const taken = await trx(this.model.table)
        .whereIn('_id', ids.slice(start, start + 500))
        .first('_id')
      if (taken) throw duplicate(`A record with the id ${taken._id} exists`, '_id')
    }
    await this.insert(full, { action: 'restore', ...source }, trx)
    return full.map((record) => this.visible(record))
  }

  /** Inserts complete records, after checking them, and journals them. */
  private async insert(full: Row[], source: WriteSource, trx: Knex) {
    await this.checkIntegrity(full, trx)
    // Every write of records runs in a transaction; the engine's bulk path takes imports' thousands of rows fast.
    await this.ctx.dialect.insertMany(trx as Knex.Transaction, this.model, full)
    await this.ctx.journal?.record(
      trx,
      this.collection.name,
      source,
      'create',
      String(full[0]?.modified),
      full.map((record) => ({ recordId: String(record._id), diff: fieldChanges(this.model, {}, record) }))
    )
  }

  /**
   * Last step before validated records are written: services that keep derived or secret values
   * (such as a password hash) compute them here.
   */
  protected async prepare(records: Row[]): Promise<Row[]> {
    return records
  }

  /** A copy of a record without its hidden fields. */
  protected visible(record: Row): Row {
    return this.withoutHidden({ ...record })
  }

  /** Takes a record's hidden fields out of it, by name: bulk writes answer thousands of records. */
  private withoutHidden(record: Row): Row {
    for (const name of this.hiddenColumns) delete record[name]
    return record
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
   */
  async _patchMany(
    patches: { id: Id; changes: Row; current: Row }[],
    source: WriteSource | string | undefined,
    trx: Knex
  ): Promise<Row[]> {
    if (patches.length === 0) return []
    await this.checkIntegrity(
      patches.map((patch) => patch.changes),
      trx,
      patches.map((patch) => patch.id)
    )
    const by = asSource(source)
    const now = Date.now()
    const entries: JournalEntry[] = []
    const written = patches.map(({ id, changes, current }) => {
      const next = { ...changes, modified: nextVersion(current.modified, now), modifiedBy: by.user ?? null }
      const diff = fieldChanges(this.model, current, changes)
      const changed = Object.keys(diff)
      // A write that changes no field leaves the history as it was.
      if (changed.length) entries.push({ recordId: id, diff, at: next.modified })
      // Only changed columns are written: an unchanged text is not indexed again.
      const row: Row = { _id: id, modified: next.modified, modifiedBy: next.modifiedBy }
      for (const key of changed) row[key] = changes[key]
      return { next, row: { ...row, ...derivedValues(this.model, { ...current, ...next }) } }
    })
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
    const journal = this.ctx.journal
    if (!journal || records.length === 0) return
    const at = new Date().toISOString()
    const entries = records.map((record) => ({
      recordId: String(record._id),
      diff: removedFields(this.model, record)
    }))
    await journal.record(trx, this.collection.name, source, 'remove', at, entries)
    if (trash) await journal.trash(trx, this.collection.name, source, at, records)
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
