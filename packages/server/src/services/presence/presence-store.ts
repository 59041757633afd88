import type { PresenceUser } from '@tutor-admin/shared'

/** One connection having one record open. */
export interface PresenceEntry {
  collection: string
  recordId: string
  /** The connection (a browser tab) it belongs to. */
  connection: string
  user: PresenceUser
}

/** Where presences are kept until they end or expire: this process's memory, or Redis for several. */
export interface PresenceStore {
  /** Keeps an entry until `expires` (ms); whether it is new. */
  join(entry: PresenceEntry, expires: number): Promise<boolean>
  /** Ends entries; answers those that were there. */
  leave(entries: PresenceEntry[]): Promise<PresenceEntry[]>
  /** The entries of a collection not expired at `now`. */
  list(collection: string, now: number): Promise<PresenceEntry[]>
  /** Ends the entries expired at `now` and answers them (each to one caller only, across processes). */
  sweep(now: number): Promise<PresenceEntry[]>
}

/** The key of an entry: the same entry always gives the same text. */
export const entryKey = ({ collection, recordId, connection, user }: PresenceEntry) =>
  JSON.stringify([collection, recordId, connection, user._id, user.name])

export const entryOf = (key: string): PresenceEntry => {
  const [collection, recordId, connection, _id, name] = JSON.parse(key) as string[]
  return { collection, recordId, connection, user: { _id, name } }
}

/** Presences of one server process alone. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly expiry = new Map<string, number>()

  async join(entry: PresenceEntry, expires: number) {
    const key = entryKey(entry)
    const added = !this.expiry.has(key)
    this.expiry.set(key, expires)
    return added
  }

  async leave(entries: PresenceEntry[]) {
    return entries.filter((entry) => this.expiry.delete(entryKey(entry)))
  }

  async list(collection: string, now: number) {
    return [...this.expiry]
      .filter(([, expires]) => expires > now)
      .map(([key]) => entryOf(key))
      .filter((entry) => entry.collection === collection)
  }

  async sweep(now: number) {
    const expired = [...this.expiry].filter(([, expires]) => expires <= now).map(([key]) => key)
    for (const key of expired) this.expiry.delete(key)
    return expired.map(entryOf)
  }
}
