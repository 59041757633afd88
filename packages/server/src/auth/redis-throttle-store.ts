import { Unavailable } from '@feathersjs/errors'
import { errorData } from '@tutor-admin/shared'
import type { Redis } from 'ioredis'
import type { ThrottleCount, ThrottleKey, ThrottleStore } from './throttle-store'

/**
 * Checks every key against its limit and then counts them all, in one step that no other process
 * can interleave: answers `{0, failures...}`, or `{1, ms refused}` when a key is at its limit.
 */
const COUNT = `
local failures = {0}
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[i + 1]) then
    return {1, redis.call('PTTL', key)}
  end
  failures[i + 1] = count
end
for _, key in ipairs(KEYS) do
  redis.call('INCR', key)
  redis.call('PEXPIRE', key, ARGV[1])
end
return failures
`

/** Takes one failure back; the window of the remaining ones is left as it is. */
const UNCOUNT = `
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
`

/** Sign-in waits for its count: while Redis does not answer, sign-in is refused, never guessed at. */
const answered = <T>(call: Promise<T>): Promise<T> =>
  call.catch(() => {
    throw new Unavailable(
      'Sign-in is unavailable for a moment; try again shortly',
      errorData('signInUnavailable')
    )
  })

/** Counts in Redis, shared by every server process; Redis forgets a key a window after its last failure. */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowMs: number
  ) {}

  async count(keys: ThrottleKey[]): Promise<ThrottleCount> {
    const names = keys.map(({ key }) => this.prefix + key)
    const limits = keys.map(({ limit }) => limit)
    const [refused, ...rest] = (await answered(
      this.redis.eval(COUNT, names.length, ...names, this.windowMs, ...limits)
    )) as number[]
    return refused ? { failures: [], refusedForMs: Math.max(0, rest[0]) } : { failures: rest }
  }

  async uncount(key: string) {
    await answered(this.redis.eval(UNCOUNT, 1, this.prefix + key))
  }

  async clear(key: string) {
    await answered(this.redis.del(this.prefix + key))
  }
}
