import { NotFound } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { CHANGE_ACTIONS, CHANGE_VIAS, type ChangeRecord, type Paginated } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { Dialect } from '../../db/dialects'
import { CHANGES_TABLE } from '../../db/schema/journal-tables'
import { toChange, type ChangeRow } from '../../journal/change-record'
import { withCreatedValues } from '../../journal/created-values'
import { limitToReadable, readableCollections, type JournalCaller } from '../../journal/journal-access'
import {
  pageJournal,
  readJournalQuery,
  whereJournal,
  type JournalQueryShape
} from '../../journal/journal-query'

export type ChangesParams = Params<Record<string, unknown>> & JournalCaller

const SHAPE: JournalQueryShape = {
  equals: {
    collection: undefined,
    recordId: undefined,
    user: undefined,
    batch: undefined,
    action: CHANGE_ACTIONS,
    via: CHANGE_VIAS
  },
  time: 'at'
}

/**
 * `/api/changes`, the change journal, read-only (docs/journal.md): whoever may read a collection
 * may read its history, and no one else sees any of it. Newest first; filters by collection,
 * record, person, batch, action, path and time. The total is counted when the find names a
 * record or a batch (a bounded set); a find over the whole journal pages without one.
 */
export class ChangesService {
  constructor(
    private readonly knex: Knex,
    private readonly dialect: Dialect,
    private readonly catalogue: Catalogue
  ) {}

  async find(params?: ChangesParams): Promise<Paginated<ChangeRecord>> {
    const query = readJournalQuery(params?.query, SHAPE)
    const builder = whereJournal(this.knex(CHANGES_TABLE), query, 'at')
    limitToReadable(builder, this.catalogue, params, query.equals.collection, 'history')
    const counted = query.equals.recordId !== undefined || query.equals.batch !== undefined
    const [rows, total] = await Promise.all([
      query.limit === 0 ? [] : pageJournal(builder.clone(), query, 'at'),
      counted ? builder.clone().count({ total: '*' }) : undefined
    ])
    return {
      ...(total ? { total: Number(total[0].total) } : {}),
      limit: query.limit,
      skip: query.skip,
      data: await withCreatedValues(
        this.knex,
        this.dialect,
        this.catalogue,
        (rows as ChangeRow[]).map(toChange)
      )
    }
  }

  async get(id: string, params?: ChangesParams): Promise<ChangeRecord> {
    const row: ChangeRow | undefined = await this.knex(CHANGES_TABLE).where('_id', String(id)).first()
    // A change of a collection the caller may not read is as unknown as one that never was.
    if (!row || !readableCollections(this.catalogue, params).includes(row.collection))
      throw new NotFound(`No change ${id}`)
    const [change] = await withCreatedValues(this.knex, this.dialect, this.catalogue, [toChange(row)])
    return change
  }
}
