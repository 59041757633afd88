import { BadRequest, NotFound } from '@feathersjs/errors'
import {
  DATA_CONSTANTS,
  errorData,
  QueryParser,
  type CollectionDef,
  type Condition,
  type ListQuery,
  type Paginated
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { compileFilter } from '../../db/query/apply-filter'
import { populate } from '../../db/query/populate'
import { runFind } from '../../db/query/run-find'
import { matchesUpTo, unindexedSortLimit } from '../../db/query/unindexed-sort'
import { fromRow } from '../../db/row-codec'
import type { JsonReading } from '../../db/stored-json'
import { sortableFields, tableModel, type TableModel } from '../../db/schema/table-model'
import { asHttpError } from './items-errors'
import type { Id, ItemsContext, ItemsParams } from './items.types'

type Row = Record<string, unknown>

/**
 * The reading half of a catalogue collection's service (C9): find, get, scans for exports, and
 * what every answer leaves out (hidden fields). Public methods validate their input and then call
 * the `_` methods, which trust it; `ItemsService` adds the writes.
 */
export class ItemsReader {
  readonly model: TableModel
  /** Columns never answered (such as a password hash): left out by `visible`. */
  protected readonly hiddenColumns: string[]

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

  protected async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      throw asHttpError(error, this.ctx.dialect)
    }
  }

  /** Splits a query into its filter and the controls get/patch/remove accept. */
  protected filterOf(params?: ItemsParams, query = params?.query): Condition | undefined {
    const { $select: _select, $populate: _populate, ...filter } = query ?? {}
    const parsed = new QueryParser(this.collection.fields).parseFilterOnly(filter)
    return this.withScope(parsed, params)
  }

  protected withScope(filter: Condition | undefined, params?: ItemsParams): Condition | undefined {
    if (!params?.scope) return filter
    return filter ? { kind: 'and', items: [params.scope, filter] } : params.scope
  }

  protected where(builder: Knex.QueryBuilder, filter?: Condition) {
    if (filter) {
      const where = compileFilter(this.ctx.dialect, this.model, filter)
      builder.whereRaw(where.sql, where.bindings as Knex.RawBinding[])
    }
    return builder
  }

  async find(params?: ItemsParams): Promise<Paginated<Row>> {
    return this.guard(async () => {
      const query = new QueryParser(this.collection.fields).parse(params?.query ?? {})
      const scoped = { ...query, filter: this.withScope(query.filter, params) }
      const matches = await this.assertSortServed(scoped)
      return this._find(scoped, this.knex, matches, params?.answeredAsText ? 'stored' : 'decoded')
    })
  }

  /**
   * A big collection (above the exact count limit) is listed in an order no index serves only when
   * its conditions match few rows (R-PAGE-03): they are counted up to `unindexedSortLimit`, as a
   * filtered total is (R-PAGE-09); more would be sorted in full for each page. 400 naming the orders
   * there are, and the most matches such an order is given for. Answers the matches when it counted
   * them: they are the list's total.
   */
  private async assertSortServed({ sort, filter }: ListQuery): Promise<number | undefined> {
    const leading = sort[0]?.field
    const sortable = sortableFields(this.model)
    if (leading === undefined || sortable.includes(leading)) return undefined
    const limit = this.ctx.exactCountLimit ?? DATA_CONSTANTS.exactCountLimit
    if ((await this.ctx.dialect.estimateRows(this.knex, this.model.table, limit)) === undefined)
      return undefined
    const most = unindexedSortLimit(limit)
    const matches = filter && (await matchesUpTo(this.knex, this.ctx.dialect, this.model, filter, most))
    if (matches !== undefined && matches <= most) return matches
    const problem = `is not indexed: sort by one of ${sortable.join(', ')}, or narrow the conditions to at most ${most} records`
    throw new BadRequest(`Sorting ${this.collection.name} by ${leading} needs an index`, {
      errors: { $sort: problem },
      ...errorData('sortNeedsIndex', { field: leading, sortable, limit: most })
    })
  }

  /**
   * A validated list query's page; `matches`: its filter's matches, where counted already; `json`:
   * how JSON columns are read (`stored` only for a page written out by `recordsText`).
   */
  async _find(
    query: ListQuery,
    trx: Knex = this.knex,
    matches?: number,
    json: JsonReading = 'decoded'
  ): Promise<Paginated<Row>> {
    const { exactCountLimit } = this.ctx
    const result = await runFind(trx, this.ctx.dialect, this.model, query, { exactCountLimit, matches, json })
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

  protected populate(rows: Row[], fields: string[]) {
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

  /** A copy of a record without its hidden fields, made field by field (no spread, no delete: fast objects). */
  protected visible(record: Row): Row {
    const copy: Row = {}
    for (const key in record) if (!this.hiddenColumns.includes(key)) copy[key] = record[key]
    return copy
  }
}
