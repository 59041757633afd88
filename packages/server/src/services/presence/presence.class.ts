import { BadRequest, Forbidden, MethodNotAllowed } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import {
  can,
  editorSettingsOf,
  PRESENCE_TIMING,
  type PresenceUser,
  type RecordPresence,
  type UserLike
} from '@tutor-admin/shared'
import crypto from 'node:crypto'
import type { Catalogue } from '../../catalogue/catalogue'
import type { PresenceEntry, PresenceStore } from './presence-store'

type Account = UserLike & { _id: string; name?: unknown; email?: unknown }
interface PresenceParams extends Params<Record<string, unknown>> {
  user?: Account
  connection?: object
}

const MAX_ID_LENGTH = 64

/** The people on one record, each once. */
const presenceOf = (collection: string, recordId: string, entries: PresenceEntry[]): RecordPresence => {
  const users = new Map<string, PresenceUser>()
  for (const entry of entries)
    if (entry.collection === collection && entry.recordId === recordId) users.set(entry.user._id, entry.user)
  return { collection, recordId, users: [...users.values()] }
}

/**
 * Who has which record open in the console (socket connections only): `create` joins a record or
 * renews the presence (a heartbeat), `remove` leaves it, `find` lists a collection's. Only people
 * who may read a collection see or give its presence. Each change announces the record's people.
 */
export class PresenceService {
  private readonly connectionIds = new WeakMap<object, string>()
  /** What each connection of this process has open, to end it when the connection goes. */
  private readonly held = new Map<string, Map<string, PresenceEntry>>()

  constructor(
    private readonly catalogue: Catalogue,
    private readonly store: PresenceStore,
    private readonly announce: (presence: RecordPresence) => void,
    private readonly now: () => number = Date.now
  ) {}

  private readable(collection: unknown, params?: PresenceParams): string {
    const known = typeof collection === 'string' ? this.catalogue.byName.get(collection) : undefined
    if (!known) throw new BadRequest('Unknown collection', { errors: { collection: 'is not a collection' } })
    if (params?.provider && !can(params.user, editorSettingsOf(known), 'read'))
      throw new Forbidden(`You may not read ${known.name}`)
    return known.name
  }

  private entryOf(data: unknown, params?: PresenceParams): PresenceEntry {
    const { collection, recordId } = (data ?? {}) as Record<string, unknown>
    const name = this.readable(collection, params)
    if (typeof recordId !== 'string' || recordId.length === 0 || recordId.length > MAX_ID_LENGTH)
      throw new BadRequest('Invalid record id', {
        errors: { recordId: `must have 1 to ${MAX_ID_LENGTH} characters` }
      })
    const connection = params?.connection
    if (!connection || !params.user) throw new MethodNotAllowed('Presence is given over a signed-in socket')
    let id = this.connectionIds.get(connection)
    if (!id) this.connectionIds.set(connection, (id = crypto.randomUUID()))
    const { _id, name: userName, email } = params.user
    const shown = typeof userName === 'string' && userName ? userName : String(email ?? '')
    return { collection: name, recordId, connection: id, user: { _id, name: shown } }
  }

  private async changed(collection: string, recordId: string) {
    const entries = await this.store.list(collection, this.now())
    const presence = presenceOf(collection, recordId, entries)
    this.announce(presence)
    return presence
  }

  async find(params?: PresenceParams): Promise<RecordPresence[]> {
    const collection = this.readable(params?.query?.collection, params)
    const entries = await this.store.list(collection, this.now())
    const ids = [...new Set(entries.map((entry) => entry.recordId))]
    return ids.map((recordId) => presenceOf(collection, recordId, entries))
  }

  /** Joins a record, or renews the presence there; announced only when new. */
  async create(data: unknown, params?: PresenceParams): Promise<RecordPresence> {
    const entry = this.entryOf(data, params)
    const added = await this.store.join(entry, this.now() + PRESENCE_TIMING.ttlMs)
    const mine = this.held.get(entry.connection) ?? new Map<string, PresenceEntry>()
    this.held.set(entry.connection, mine.set(`${entry.collection}/${entry.recordId}`, entry))
    if (added) return this.changed(entry.collection, entry.recordId)
    return presenceOf(entry.collection, entry.recordId, await this.store.list(entry.collection, this.now()))
  }

  /** Leaves record `id` of `query.collection`. */
  async remove(id: string | null, params?: PresenceParams): Promise<RecordPresence> {
    const entry = this.entryOf({ collection: params?.query?.collection, recordId: id }, params)
    this.held.get(entry.connection)?.delete(`${entry.collection}/${entry.recordId}`)
    await this.store.leave([entry])
    return this.changed(entry.collection, entry.recordId)
  }

  /** Ends every presence of a connection that closed or signed out. */
  async leaveConnection(connection: object) {
    const id = this.connectionIds.get(connection)
    const entries = id ? [...(this.held.get(id)?.values() ?? [])] : []
    if (id) this.held.delete(id)
    for (const entry of await this.store.leave(entries)) await this.changed(entry.collection, entry.recordId)
  }

  /** Ends the presences past their time (connections lost without a word) and announces them. */
  async sweep() {
    const expired = await this.store.sweep(this.now())
    for (const entry of expired) {
      this.held.get(entry.connection)?.delete(`${entry.collection}/${entry.recordId}`)
      await this.changed(entry.collection, entry.recordId)
    }
  }
}
