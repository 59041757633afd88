import { BadRequest, Conflict, MethodNotAllowed, NotFound } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import {
  errorData,
  QueryParser,
  validateRecord,
  ValidationFailure,
  type CollectionDef,
  type Condition,
  type ListQuery,
  type Paginated,
  type WriteMode
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { Dialect } from '../../db/dialects'
import { newId } from '../../db/ids'
import { compileFilter } from '../../db/query/apply-filter'
import { populate } from '../../db/query/populate'
import { runFind } from '../../db/query/run-find'
import { fromRow, toRow } from '../../db/row-codec'
import { tableModel, type TableModel } from '../../db/schema/table-model'
import { invalidData } from '../../invalid-data'
import { findMissingRefs } from './check-refs'
import { applyPatchOperators, hasPatchOperators } from './patch-operators'

type Row = Record<string, unknown>
export type Id = string
/** Params of item services: `scope` is a filter the caller may not leave (permissions). */
export interface ItemsParams extends Params<Record<string, unknown>> {
  user?: { _id: string; [key: string]: unknown }
  scope?: Condition
}

/** Most rows a multi-row create or remove may touch in one call. */
export const MAX_MULTI = 1000

export interface ItemsContext {
  knex: Knex
  dialect: Dialect
  catalogue: Catalogue
}

/** Turns validation problems and unique violations into Feathers errors. */
const asHttpError = (error: unknown, dialect: Dialect): unknown => {
  if (error instanceof ValidationFailure) return invalidData(error)
  if (dialect.isUniqueViolation(error))
    return new Conflict('A record with this value already exists', errorData('duplicate'))
  return error
}

/** 409 naming the field whose value another record (or another record of the call) has. */
const duplicate = (message: string, field: string) =>
  new Conflict(message, {
    errors: { [field]: 'is already in use' },
    ...errorData('duplicate', { field, fields: { [field]: { code: 'duplicate' } } })
  })

/**
 * The generic service of one catalogue collection (C9). Public methods validate their input and
 * then call the `_` methods, which trust it.
 */
export class ItemsService {
  readonly model: TableModel

  constructor(
    readonly collection: CollectionDef,
    protected readonly ctx: ItemsContext
  ) {
    this.model = tableModel(collection)
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
  private filterOf(params?: ItemsParams): Condition | undefined {
    const { $select: _select, $populate: _populate, ...filter } = params?.query ?? {}
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
      return this._find({ ...query, filter: this.withScope(query.filter, params) })
    })
  }

  async _find(query: ListQuery, trx: Knex = this.knex): Promise<Paginated<Row>> {
    const result = await runFind(trx, this.ctx.dialect, this.model, query)
    if (query.populate) await this.populate(result.data, query.populate)
    return result
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
      const created = await this._create(records, params?.user?._id)
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

  private async checkIntegrity(records: Row[], trx: Knex, exceptId?: string) {
    const errors = await findMissingRefs(trx, this.ctx.catalogue, this.model, records)
    if (Object.keys(errors).length)
      throw new ValidationFailure(
        'Invalid references',
        errors,
        Object.fromEntries(Object.keys(errors).map((field) => [field, 'missingRef']))
      )
    for (const field of this.model.unique) {
      const values = records
        .map((record) => record[field])
        .filter((value) => value !== undefined && value !== null)
      if (values.length === 0) continue
      if (new Set(values).size < values.length) throw duplicate(`${field} is repeated`, field)
      const builder = trx(this.model.table).whereIn(field, values as string[])
      if (exceptId) builder.whereNot('_id', exceptId)
      if (await builder.first('_id')) throw duplicate(`${field} is already in use`, field)
    }
  }

  /** Inserts validated records in one transaction (the caller's, when given), with the system fields set. */
  async _create(records: Row[], userId?: string, transaction?: Knex.Transaction): Promise<Row[]> {
    const now = new Date().toISOString()
    const full = records.map((record) => ({
      ...record,
      _id: newId(),
      created: now,
      modified: now,
      modifiedBy: userId ?? null
    }))
    const insert = async (trx: Knex) => {
      await this.checkIntegrity(full, trx)
      const rows = full.map((record) => toRow(this.ctx.dialect, this.model, record))
      for (let start = 0; start < rows.length; start += 200)
        await trx(this.model.table).insert(rows.slice(start, start + 200))
    }
    await (transaction ? insert(transaction) : this.knex.transaction(insert))
    return full.map((record) => this.visible(record))
  }

  /**
   * Last step before validated records are written: services that keep derived or secret values
   * (such as a password hash) compute them here.
   */
  protected async prepare(records: Row[]): Promise<Row[]> {
    return records
  }

  /** A record without its hidden fields. */
  protected visible(record: Row): Row {
    return Object.fromEntries(
      Object.entries(record).filter(([key]) => !this.model.columns.get(key)?.field.params?.hidden)
    )
  }

  async update(id: Id, data: Row, params?: ItemsParams): Promise<Row> {
    return this.guard(async () => {
      const validated = validateRecord(this.collection.fields, data, 'update', this.ctx.catalogue.enums)
      const [record] = await this.prepare([validated])
      const filter = this.filterOf(params)
      return this.write(id, filter, params, () => {
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
      const filter = this.filterOf(params)
      const { fields } = this.collection
      const { enums } = this.ctx.catalogue
      // Sub-path operators apply to the current record, so they are checked in the transaction.
      if (hasPatchOperators(data))
        return this.write(id, filter, params, (current) =>
          validateRecord(fields, applyPatchOperators(current, data), 'patch', enums)
        )
      const [changes] = await this.prepare([validateRecord(fields, data, 'patch', enums)])
      return this.write(id, filter, params, () => changes)
    })
  }

  /** Reads the record, computes its changes, checks them and writes them in one transaction. */
  private async write(
    id: Id,
    filter: Condition | undefined,
    params: ItemsParams | undefined,
    change: (current: Row) => Row
  ) {
    return this.knex.transaction(async (trx) => {
      const current = await this._get(id, filter, trx, true)
      const changes = change(current)
      return this._patch(id, changes, params?.user?._id, trx, current)
    })
  }

  /** Writes validated changes to one record. */
  async _patch(id: Id, changes: Row, userId: string | undefined, trx: Knex, current: Row): Promise<Row> {
    await this.checkIntegrity([changes], trx, id)
    const next = { ...changes, modified: new Date().toISOString(), modifiedBy: userId ?? null }
    await trx(this.model.table)
      .where('_id', id)
      .update(toRow(this.ctx.dialect, this.model, next))
    return this.visible({ ...current, ...next })
  }

  async remove(id: Id | null, params?: ItemsParams): Promise<Row | Row[]> {
    return this.guard(async () => {
      const filter = this.filterOf(params)
      if (id !== null) {
        return this.knex.transaction(async (trx) => {
          const current = await this._get(id, filter, trx)
          await trx(this.model.table).where('_id', id).delete()
          return current
        })
      }
      if (!filter) throw new BadRequest('Removing many records needs a filter')
      return this.knex.transaction(async (trx) => {
        const [{ total }] = await this.where(trx(this.model.table), filter).count({ total: '*' })
        if (Number(total) > MAX_MULTI)
          throw new BadRequest(`The filter matches ${total} records; remove at most ${MAX_MULTI} at once`)
        const rows = (await this.where(trx(this.model.table), filter)).map((row: Row) =>
          fromRow(this.ctx.dialect, this.model, row)
        )
        const ids = rows.map((row: Row) => row._id as string)
        for (let start = 0; start < ids.length; start += 500)
          await trx(this.model.table)
            .whereIn('_id', ids.slice(start, start + 500))
            .delete()
        return rows
      })
    })
  }
}
