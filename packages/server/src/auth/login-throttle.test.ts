import crypto from 'node:crypto'
import { TooManyRequests } from '@feathersjs/errors'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import type { LoginThrottleConfig } from '../config'
import { LoginThrottle } from './login-throttle'
import { RedisThrottleStore } from './redis-throttle-store'
import { MemoryThrottleStore, type ThrottleStore } from './throttle-store'

const config: LoginThrottleConfig = {
  freeFailuresPerEmail: 3,
  freeFailuresPerAddress: 10,
  delayStepMs: 100,
  maxDelayMs: 1000,
  maxFailuresPerEmail: 6,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60_000
}

const clock = { now: 1_000_000 }
const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true })
afterAll(() => redis.quit())

/** Each test counts under keys of its own. */
const stores: Record<string, () => ThrottleStore> = {
  memory: () => new MemoryThrottleStore(config.windowMs, () => clock.now),
  redis: () =>
    new RedisThrottleStore(redis, `test:login:${crypto.randomBytes(6).toString('hex')}:`, config.windowMs)
}

describe.each(Object.keys(stores))('login throttle counting in %s', (kind) => {
  const setup = () => {
    const waits: number[] = []
    const throttle = new LoginThrottle(config, stores[kind](), async (ms) => {
      waits.push(ms)
    })
    const fail = (keys: { email?: string; address?: string }) => throttle.begin(keys)
    return { waits, throttle, fail }
  }

  it('slows down an email after its free failures, then refuses it with 429 for the window', async () => {
    const { waits, fail } = setup()
    for (let i = 0; i < 6; i++) await fail({ email: 'a@x' })
    expect(waits).toEqual([100, 200, 300])
    const refused = await fail({ email: 'a@x' }).catch((error) => error)
    expect(refused).toBeInstanceOf(TooManyRequests)
    expect(refused.code).toBe(429)
    expect(refused.data.retryAfter).toBe(900)
    // Other emails are not affected.
    await expect(fail({ email: 'b@x' })).resolves.toBeDefined()
    // Redis forgets on its own clock, which this test does not turn.
    if (kind === 'redis') return
    clock.now += config.windowMs
    await expect(fail({ email: 'a@x' })).resolves.toBeDefined()
  })

  it('clears an email on success and keeps the failures of its address', async () => {
    const { waits, fail } = setup()
    for (let i = 0; i < 5; i++) await fail({ email: 'a@x', address: '10.0.0.1' })
    const attempt = await fail({ email: 'a@x', address: '10.0.0.1' })
    await attempt.succeeded()
    waits.length = 0
    await fail({ email: 'a@x', address: '10.0.0.1' })
    expect(waits).toEqual([])
    // The address holds 6 failures now (5 before the success, 1 after); its 11th and 12th are slowed.
    for (let i = 0; i < 6; i++) await fail({ email: `other${i}@x`, address: '10.0.0.1' })
    expect(waits).toEqual([100, 200])
  })

  it('refuses an address after its limit, whatever email it tries', async () => {
    const { fail } = setup()
    for (let i = 0; i < 20; i++) await fail({ email: `user${i}@x`, address: '10.0.0.2' })
    await expect(fail({ email: 'fresh@x', address: '10.0.0.2' })).rejects.toBeInstanceOf(TooManyRequests)
    await expect(fail({ email: 'fresh@x', address: '10.0.0.3' })).resolves.toBeDefined()
  })

  it('counts attempts from their start, so parallel guesses hit the limit too', async () => {
    const { fail } = setup()
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => fail({ email: 'a@x' })))
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(4)
  })
})
