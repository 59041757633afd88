import { Redis } from 'ioredis'
import { expect, it } from 'vitest'
import { RedisThrottleStore } from './redis-throttle-store'

it('refuses sign-in with 503 while Redis does not answer, never letting a guess through', async () => {
  const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true })
  redis.on('error', () => {})
  const store = new RedisThrottleStore(redis, 'throttle-test:', 60_000)
  await expect(store.count([{ key: 'email:a@b.hk', limit: 10 }])).rejects.toMatchObject({
    name: 'Unavailable',
    code: 503
  })
  await expect(store.clear('email:a@b.hk')).rejects.toMatchObject({ code: 503 })
  redis.disconnect()
})
