import { TooManyRequests } from '@feathersjs/errors'
import { errorData } from '@tutor-admin/shared'
import type { Redis } from 'ioredis'
import type { Knex } from 'knex'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract
} from 'rate-limiter-flexible'
import { TOKEN_RATE_TABLE } from '../db/schema/cluster-tables'

/** How many requests one API token may make in a window (`API_TOKEN_RATE_LIMIT` per `API_TOKEN_RATE_SECONDS`). */
export interface TokenRateLimitConfig {
  points: number
  seconds: number
}

/**
 * Requests per API token, counted in a fixed window: in this process's memory, or where the
 * processes of a deployment share it, in Redis, else in their PostgreSQL database (a token's limit
 * is then the deployment's, not each process's; while the store is away, each process counts on
 * its own).
 */
export class TokenRateLimit {
  private readonly limiter: RateLimiterAbstract

  constructor(
    config: TokenRateLimitConfig,
    shared: { redis?: Redis; postgres?: Knex },
    prefix = 'tutor-admin:'
  ) {
    const options = { points: config.points, duration: config.seconds }
    const { redis, postgres } = shared
    this.limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          keyPrefix: `${prefix}token-rate`,
          insuranceLimiter: new RateLimiterMemory(options)
        })
      : postgres
        ? new RateLimiterPostgres({
            ...options,
            storeClient: postgres,
            storeType: 'knex',
            tableName: TOKEN_RATE_TABLE,
            // Made at start-up with the other tables (db/schema/cluster-tables.ts).
            tableCreated: true,
            keyPrefix: 'token-rate',
            insuranceLimiter: new RateLimiterMemory(options)
          })
        : new RateLimiterMemory(options)
  }

  /** Counts a request of a token; 429 `tooManyRequests` with `retryAfter` seconds beyond its limit. */
  async consume(tokenId: string): Promise<void> {
    try {
      await this.limiter.consume(tokenId)
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      throw new TooManyRequests(
        `Too many requests with this API token: try again in ${retryAfter} s`,
        errorData('tooManyRequests', { retryAfter })
      )
    }
  }
}
