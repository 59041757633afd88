import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryOidcCodes, redisOidcCodes, type OidcCodes } from './oidc-codes'

const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true })
afterAll(() => redis.quit())

const prefix = `oidc-test-${crypto.randomBytes(4).toString('hex')}:`

describe.each<[string, () => OidcCodes]>([
  ['in memory', memoryOidcCodes],
  ['in Redis', () => redisOidcCodes(redis, prefix)]
])('single sign-on codes %s (R-AUTH-16)', (_where, make) => {
  it('hands an account over once, for a code hard to guess', async () => {
    const codes = make()
    const code = await codes.issue('account-1')
    expect(code).toMatch(/^[\w-]{43}$/)
    expect(await codes.issue('account-1')).not.toBe(code)
    expect(await codes.take(code)).toBe('account-1')
    expect(await codes.take(code)).toBeUndefined()
    expect(await codes.take('unknown')).toBeUndefined()
  })
})

it('keeps a code in Redis for a minute at most', async () => {
  const code = await redisOidcCodes(redis, prefix).issue('account-2')
  const left = await redis.pttl(`${prefix}${code}`)
  expect(left).toBeGreaterThan(50_000)
  expect(left).toBeLessThanOrEqual(60_000)
  await redis.del(`${prefix}${code}`)
})
