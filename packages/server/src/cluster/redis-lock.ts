import crypto from 'node:crypto'
import type { Redis } from 'ioredis'

/** Runs work while no other server process runs work under the same name. */
export interface WorkLock {
  run<T>(name: string, work: () => Promise<T>): Promise<T>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Releases the lock only when it is still ours (it may have expired and been taken by another). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`

/**
 * A lock in Redis (`SET NX PX`): the others wait, polling, until it is released or expires, so that
 * a process killed while holding it holds up the others `ttlMs` at most.
 */
export class RedisLock implements WorkLock {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs = 30_000,
    private readonly pollMs = 25
  ) {}

  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const key = this.prefix + name
    const token = crypto.randomBytes(12).toString('hex')
    while ((await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) !== 'OK') await sleep(this.pollMs)
    try {
      return await work()
    } finally {
      await this.redis.eval(RELEASE, 1, key, token).catch(() => {})
    }
  }
}
