import { describe, expect, it } from 'vitest'
import { boundedCache } from './bounded-cache'

describe('boundedCache', () => {
  it('keeps at most its number of entries, dropping the least recently used', () => {
    const cache = boundedCache<string, number>(3)
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.set(key, value)
    expect(cache.get('a')).toBe(1)
    cache.set('d', 4)
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd'])
    expect(cache.size).toBe(3)
  })

  it('forgets entries after their time to live', async () => {
    const cache = boundedCache<string, boolean>(10, { ttl: 20 })
    cache.set('a', true)
    expect(cache.get('a')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(cache.get('a')).toBeUndefined()
  })
})
