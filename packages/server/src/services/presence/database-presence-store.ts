import type { Knex } from 'knex'
import { PRESENCE_TABLE } from '../../db/schema/cluster-tables'
import { entryKey, entryOf, type PresenceEntry, type PresenceStore } from './presence-store'

/**
 * Presences shared by the server processes of a deployment on PostgreSQL without Redis: one row
 * per entry with the time it expires. Rows are removed with `RETURNING`, so an ended or expired
 * entry is announced by the one process whose statement removed it.
 */
export class DatabasePresenceStore implements PresenceStore {
  constructor(private readonly knex: Knex) {}

  async join(entry: PresenceEntry, expires: number) {
    const key = entryKey(entry)
    // A heartbeat of an entry already there only moves its expiry.
    if (await this.knex(PRESENCE_TABLE).where({ key }).update({ expires })) return false
    const added = await this.knex(PRESENCE_TABLE)
      .insert({ key, collection: entry.collection, expires })
      .onConflict('key')
      .merge(['expires'])
      .returning('key')
    return added.length > 0
  }

  async leave(entries: PresenceEntry[]) {
    if (entries.length === 0) return []
    const removed: Array<{ key: string }> = await this.knex(PRESENCE_TABLE)
      .whereIn('key', entries.map(entryKey))
      .delete()
      .returning('key')
    const keys = new Set(removed.map((row) => row.key))
    return entries.filter((entry) => keys.has(entryKey(entry)))
  }

  async list(collection: string, now: number) {
    const rows: Array<{ key: string }> = await this.knex(PRESENCE_TABLE)
      .select('key')
      .where({ collection })
      .andWhere('expires', '>', now)
    return rows.map((row) => entryOf(row.key))
  }

  async sweep(now: number) {
    const removed: Array<{ key: string }> = await this.knex(PRESENCE_TABLE)
      .where('expires', '<=', now)
      .delete()
      .returning('key')
    return removed.map((row) => entryOf(row.key))
  }
}
