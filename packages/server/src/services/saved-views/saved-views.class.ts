import { BadRequest, Forbidden, NotAuthenticated, NotFound } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { can, editorSettingsOf, isAdmin, userRoles, type Paginated, type UserLike } from '@tutor-admin/shared'
import type { SavedViewAudience, SavedViewRecord } from '@tutor-admin/shared/list/saved-views'
import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import { newId } from '../../db/ids'
import { SAVED_VIEWS_TABLE } from '../../db/schema/saved-views-table'
import { collectionOfList } from '../list-settings/list-settings.schema'
import { readCreate, readFindQuery, readPatch } from './saved-views.schema'

export interface SavedViewsParams extends Params<Record<string, unknown>> {
  user?: UserLike & { _id: string }
}

interface ViewRow {
  _id: string
  short_id: string
  owner: string
  list: string
  name: string
  audience: string
  role: string | null
  state: string
  modified: string
}

const toRecord = (row: ViewRow): SavedViewRecord => ({
  _id: row._id,
  shortId: row.short_id,
  owner: row.owner,
  list: row.list,
  name: row.name,
  audience: row.audience as SavedViewAudience,
  role: row.role,
  state: JSON.parse(row.state) as SavedViewRecord['state'],
  modified: row.modified
})

const SHORT_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/** Ten letters and digits, easy to read aloud: the id of a view's link `/v/{shortId}`. */
const newShortId = () =>
  [...randomBytes(10)].map((byte) => SHORT_ID_ALPHABET[byte % SHORT_ID_ALPHABET.length]).join('')

const signedIn = (params?: SavedViewsParams) => {
  const user = params?.user
  if (!user?._id) throw new NotAuthenticated('Sign in first')
  return user
}

/** Whether the view is shown to this person: their own, their role's or everyone's. */
export const isShownTo = (user: UserLike & { _id: string }, view: SavedViewRecord) =>
  view.owner === user._id ||
  view.audience === 'everyone' ||
  (view.audience === 'role' && view.role !== null && userRoles(user).includes(view.role))

/** Whether the person may read the list the view is of (R-ROLE-09). */
export const mayReadList = (catalogue: Catalogue, user: UserLike, list: string) => {
  const collection = collectionOfList(catalogue, list)
  return collection !== undefined && can(user, editorSettingsOf(collection), 'read')
}

/**
 * `/api/savedViews`: named states of the console's lists, each for its owner, a role or everyone.
 * A person finds their own, their role's and everyone's views of the lists they may read; a view
 * they are not shown is not found (404), a view of a list they may not read is refused (403). Only
 * the owner or an admin changes or removes a view; only an admin shares one beyond its owner.
 * `get` takes the view's id or the short id of its link.
 */
export class SavedViewsService {
  constructor(
    private readonly knex: Knex,
    private readonly catalogue: Catalogue
  ) {}

  private shownTo(user: UserLike & { _id: string }) {
    return this.knex<ViewRow>(SAVED_VIEWS_TABLE).where((query) => {
      void query.where({ owner: user._id }).orWhere({ audience: 'everyone' })
      const roles = userRoles(user)
      if (roles.length)
        void query.orWhere((byRole) => void byRole.where({ audience: 'role' }).whereIn('role', roles))
    })
  }

  /** The view by id or short id among those shown to the person, or among all when `anyView` (an admin editing). */
  private async shownView(
    id: unknown,
    user: UserLike & { _id: string },
    anyView = false
  ): Promise<SavedViewRecord> {
    if (typeof id !== 'string' || id === '')
      throw new BadRequest('Name the view by its id', { errors: { id: 'is required' } })
    const row = await (anyView ? this.knex<ViewRow>(SAVED_VIEWS_TABLE) : this.shownTo(user))
      .andWhere((query) => void query.where({ _id: id }).orWhere({ short_id: id }))
      .first()
    if (!row) throw new NotFound(`No saved view ${id}`)
    const view = toRecord(row)
    if (!mayReadList(this.catalogue, user, view.list))
      throw new Forbidden(`You may not read the list ${view.list}`)
    return view
  }

  private async editableView(id: unknown, user: UserLike & { _id: string }) {
    const view = await this.shownView(id, user, isAdmin(user))
    if (view.owner !== user._id && !isAdmin(user))
      throw new Forbidden('Only its owner or an admin changes a saved view')
    return view
  }

  async find(params?: SavedViewsParams): Promise<Paginated<SavedViewRecord>> {
    const user = signedIn(params)
    const { list } = readFindQuery(params?.query)
    const rows = await this.shownTo(user)
      .modify((query) => {
        if (list !== undefined) void query.andWhere({ list })
      })
      .orderBy(['list', 'name', '_id'])
    const data = (rows as ViewRow[])
      .map(toRecord)
      .filter((view) => mayReadList(this.catalogue, user, view.list))
    // A person keeps a handful of views per list: no paging needed.
    return { total: data.length, limit: data.length, skip: 0, data }
  }

  async get(id: string, params?: SavedViewsParams): Promise<SavedViewRecord> {
    return this.shownView(id, signedIn(params))
  }

  async create(data: unknown, params?: SavedViewsParams): Promise<SavedViewRecord> {
    const user = signedIn(params)
    const input = readCreate(this.catalogue, user, data)
    if (!mayReadList(this.catalogue, user, input.list))
      throw new Forbidden(`You may not read the list ${input.list}`)
    const row: ViewRow = {
      _id: newId(),
      short_id: newShortId(),
      owner: user._id,
      ...input,
      state: JSON.stringify(input.state),
      modified: new Date().toISOString()
    }
    await this.knex(SAVED_VIEWS_TABLE).insert(row)
    return toRecord(row)
  }

  async patch(id: string, data: unknown, params?: SavedViewsParams): Promise<SavedViewRecord> {
    const user = signedIn(params)
    const current = await this.editableView(id, user)
    const input = readPatch(this.catalogue, user, current, data)
    const changes = { ...input, state: JSON.stringify(input.state), modified: new Date().toISOString() }
    await this.knex(SAVED_VIEWS_TABLE).where({ _id: current._id }).update(changes)
    return { ...current, ...input, modified: changes.modified }
  }

  async remove(id: string | null, params?: SavedViewsParams): Promise<SavedViewRecord> {
    const user = signedIn(params)
    const current = await this.editableView(id, user)
    await this.knex(SAVED_VIEWS_TABLE).where({ _id: current._id }).delete()
    return current
  }

  /** Forgets the views these accounts saved (their accounts were deleted). */
  async _removeOwners(owners: string[]): Promise<void> {
    if (owners.length) await this.knex(SAVED_VIEWS_TABLE).whereIn('owner', owners).delete()
  }
}
