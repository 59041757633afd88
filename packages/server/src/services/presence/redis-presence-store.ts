import type { Redis } from 'ioredis'
import { entryKey, entryOf, type PresenceEntry, type PresenceStore } from './presence-store'

/** How long the set outlives its last join: a deployment stopped leaves nothing behind. */
const KEY_TTL_SECONDS = 120

/**
 * Presences shared by the server processes of a deployment: one sorted set, each entry scored by
 * the time it expires. Removing a member is atomic, so an expired entry is announced by one process.
 */
export class RedisPresenceStore implements PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly key: string
  ) {}

  async join(entry: PresenceEntry, expires: number) {
    const [[, added]] = (await this.redis
      .multi()
      .zadd(this.key, expires, entryKey(entry))
      .expire(this.key, KEY_TTL_SECONDS)
      .exec()) as [[unknown, number]]
    return added === 1
  }

  async leave(entries: PresenceEntry[]) {
    const removed = await Promise.all(entries.map((entry) => this.redis.zrem(this.key, entryKey(entry))))
    return entries.filter((_entry, index) => removed[index] === 1)
  }

  async list(collection: string, now: number) {
    const keys = await this.redis.zrangebyscore(this.key, `(${now}`, '+inf')
    return keys.map(entryOf).filter((entry) => entry.collection === collection)
  }

  async sweep(now: number) {
    const keys = await this.redis.zrangebyscore(this.key, '-inf', now)
    const removed = await Promise.all(keys.map((key) => this.redis.zrem(this.key, key)))
    return keys.filter((_key, index) => removed[index] === 1).map(entryOf)
  }
}
