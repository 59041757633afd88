import { BadRequest, Forbidden, NotFound } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { isAdmin, type Paginated, type TrashEmptied, type TrashRecord } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { Dialect } from '../../db/dialects'
import { TRASH_TABLE } from '../../db/schema/journal-tables'
import { sql } from '../../db/sql'
import { limitToReadable, readableCollections, type JournalCaller } from '../../journal/journal-access'
import {
  pageJournal,
  readJournalQuery,
  whereJournal,
  type JournalQueryShape
} from '../../journal/journal-query'
import { toTrashRecord, type TrashRow } from '../../journal/trash-record'

export type TrashParams = Params<Record<string, unknown>> & JournalCaller

const SHAPE: JournalQueryShape = {
  equals: { collection: undefined, recordId: undefined, removedBy: undefined, batch: undefined },
  time: 'removedAt',
  search: true
}

/**
 * `/api/trash`: removed records, per collection, as they last were (docs/journal.md). Whoever may
 * read a collection may list and search its trash (`$search`: text anywhere in the record); a
 * record comes back through `POST /api/restore`. An administrator may delete an entry for good, or
 * empty a collection's trash (`DELETE /api/trash?collection=…`). Entries older than the retention
 * (`TRASH_RETENTION_DAYS`) go by themselves.
 */
export class TrashService {
  constructor(
    private readonly knex: Knex,
    private readonly dialect: Dialect,
    private readonly catalogue: Catalogue
  ) {}

  /** The entries the caller may see, filtered; `collection` named must be one they may read (403). */
  private scoped(query: unknown, params?: TrashParams) {
    const read = readJournalQuery(query, SHAPE)
    const builder = whereJournal(this.knex(TRASH_TABLE), read, 'removedAt')
    limitToReadable(builder, this.catalogue, params, read.equals.collection, 'trash')
    if (read.search) {
      const match = this.dialect.containsLiteral(sql('??', 'record'), read.search)
      void builder.whereRaw(match.sql, match.bindings as Knex.RawBinding[])
    }
    return { read, builder }
  }

  async find(params?: TrashParams): Promise<Paginated<TrashRecord>> {
    const { read, builder } = this.scoped(params?.query, params)
    const [rows, [{ total }]] = await Promise.all([
      read.limit === 0 ? [] : pageJournal(builder.clone(), read, 'removedAt'),
      builder.clone().count({ total: '*' })
    ])
    return {
      total: Number(total),
      limit: read.limit,
      skip: read.skip,
      data: (rows as TrashRow[]).map((row) => toTrashRecord(this.catalogue, row))
    }
  }

  async get(id: string, params?: TrashParams): Promise<TrashRecord> {
    const row: TrashRow | undefined = await this.knex(TRASH_TABLE).where('_id', String(id)).first()
    if (!row || !readableCollections(this.catalogue, params).includes(row.collection))
      throw new NotFound(`No removed record ${id} in the trash`)
    return toTrashRecord(this.catalogue, row)
  }

  /** Deletes an entry for good, or with `collection` and no id empties that collection's trash: administrators only. */
  async remove(id: string | null, params?: TrashParams): Promise<TrashRecord | TrashEmptied> {
    if (params?.provider && !isAdmin(params.user))
      throw new Forbidden('Only an administrator may empty the trash')
    if (id !== null) {
      const entry = await this.get(id, params)
      await this.knex(TRASH_TABLE).where('_id', entry._id).delete()
      return entry
    }
    const { read, builder } = this.scoped(params?.query, params)
    if (read.equals.collection === undefined)
      throw new BadRequest('Name the collection whose trash to empty', {
        errors: { collection: 'is required' }
      })
    const ids = builder.clone().select('_id')
    const removed = await this.knex(TRASH_TABLE).whereIn('_id', ids).delete()
    return { collection: read.equals.collection, removed }
  }
}
