import { BadRequest, NotAuthenticated, NotFound } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { ListColumnChoice, ListSettingsRecord, Paginated, UserLike } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import { newId } from '../../db/ids'
import { LIST_SETTINGS_TABLE } from '../../db/schema/list-settings-table'
import { readCreate, readFindQuery, readPatch } from './list-settings.schema'

export interface ListSettingsParams extends Params<Record<string, unknown>> {
  user?: UserLike & { _id: string }
}

interface SettingsRow {
  _id: string
  account: string
  list: string
  columns: string
  modified: string
}

const toRecord = (row: SettingsRow): ListSettingsRecord => ({
  _id: row._id,
  user: row.account,
  list: row.list,
  columns: JSON.parse(row.columns) as ListColumnChoice[],
  modified: row.modified
})

/** The account a call is made for: every method works on that account's own settings only. */
const ownerOf = (params?: ListSettingsParams) => {
  const user = params?.user
  if (!user?._id) throw new NotAuthenticated('Sign in first')
  return user
}

/**
 * `/api/listSettings`: each person's own settings of the console's lists (their columns, in
 * order, with widths), one record per account and list. Whatever the caller, a method reads and
 * writes the caller's own records only: another account's are not found (404). A create for a list
 * already kept replaces its columns, so that saving needs no lookup first.
 */
export class ListSettingsService {
  constructor(
    private readonly knex: Knex,
    private readonly catalogue: Catalogue
  ) {}

  private own(account: string) {
    return this.knex<SettingsRow>(LIST_SETTINGS_TABLE).where({ account })
  }

  private async ownRecord(id: unknown, account: string): Promise<ListSettingsRecord> {
    if (typeof id !== 'string')
      throw new BadRequest('Name the settings by their id', { errors: { id: 'is required' } })
    const row = await this.own(account).andWhere({ _id: id }).first()
    if (!row) throw new NotFound(`No list settings ${id}`)
    return toRecord(row)
  }

  async find(params?: ListSettingsParams): Promise<Paginated<ListSettingsRecord>> {
    const { _id: account } = ownerOf(params)
    const { list } = readFindQuery(params?.query)
    const rows = await this.own(account)
      .modify((query) => {
        if (list !== undefined) void query.andWhere({ list })
      })
      .orderBy('list')
    // One record per list page at most: no paging needed.
    return { total: rows.length, limit: rows.length, skip: 0, data: rows.map(toRecord) }
  }

  async get(id: string, params?: ListSettingsParams): Promise<ListSettingsRecord> {
    return this.ownRecord(id, ownerOf(params)._id)
  }

  async create(data: unknown, params?: ListSettingsParams): Promise<ListSettingsRecord> {
    const user = ownerOf(params)
    const { list, columns } = readCreate(this.catalogue, user, data)
    const modified = new Date().toISOString()
    await this.knex(LIST_SETTINGS_TABLE)
      .insert({ _id: newId(), account: user._id, list, columns: JSON.stringify(columns), modified })
      .onConflict(['account', 'list'])
      .merge(['columns', 'modified'])
    return toRecord((await this.own(user._id).andWhere({ list }).first())!)
  }

  async patch(id: string, data: unknown, params?: ListSettingsParams): Promise<ListSettingsRecord> {
    const user = ownerOf(params)
    const current = await this.ownRecord(id, user._id)
    const columns = readPatch(this.catalogue, user, current.list, data)
    const modified = new Date().toISOString()
    await this.own(user._id)
      .andWhere({ _id: current._id })
      .update({ columns: JSON.stringify(columns), modified })
    return { ...current, columns, modified }
  }

  async remove(id: string | null, params?: ListSettingsParams): Promise<ListSettingsRecord> {
    const { _id: account } = ownerOf(params)
    const current = await this.ownRecord(id, account)
    await this.own(account).andWhere({ _id: current._id }).delete()
    return current
  }

  /** Forgets every setting of these accounts (their accounts were deleted). */
  async _removeAccounts(accounts: string[]): Promise<void> {
    if (accounts.length) await this.knex(LIST_SETTINGS_TABLE).whereIn('account', accounts).delete()
  }
}
