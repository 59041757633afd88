import { LRUCache } from 'lru-cache'

/** Any value but null and undefined, as lru-cache's keys and values are. */
type Value = NonNullable<unknown>

type Options<K extends Value, V extends Value> = Omit<
  LRUCache.Options<K, V, unknown>,
  'max' | 'maxSize' | 'sizeCalculation'
>

/**
 * An LRU cache of at most `entries` entries that grows as it fills. Given `max`, lru-cache
 * allocates its arrays for every entry at once: the caches a start builds (50,000 ended sessions,
 * revoked tokens, …) cost some 15 ms of it. Counted by size, one per entry, it allocates nothing
 * up front.
 */
export const boundedCache = <K extends Value, V extends Value>(
  entries: number,
  options: Options<K, V> = {}
) => new LRUCache<K, V>({ ...options, maxSize: entries, sizeCalculation: () => 1 })
