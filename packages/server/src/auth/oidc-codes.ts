import crypto from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Knex } from 'knex'
import { boundedCache } from '../cache/bounded-cache'
import { OIDC_CODES_TABLE } from '../db/schema/cluster-tables'

/** How long the console has to exchange the code it was handed. */
const CODE_MS = 60_000

/**
 * One-time codes that hand a single sign-on to the console: the callback gives one for an account,
 * the console exchanges it once, within a minute, for an access token. In Redis when the server
 * processes share one, else in their PostgreSQL database (any process may take the exchange), else
 * in memory.
 */
export interface OidcCodes {
  issue(account: string): Promise<string>
  /** The account of a code, once; undefined for an unknown, used or expired code. */
  take(code: string): Promise<string | undefined>
}

const newCode = () => crypto.randomBytes(32).toString('base64url')

export const memoryOidcCodes = (): OidcCodes => {
  const codes = boundedCache<string, string>(10_000, { ttl: CODE_MS })
  return {
    async issue(account) {
      const code = newCode()
      codes.set(code, account)
      return code
    },
    async take(code) {
      const account = codes.get(code)
      codes.delete(code)
      return account
    }
  }
}

export const redisOidcCodes = (redis: Redis, prefix: string): OidcCodes => ({
  async issue(account) {
    const code = newCode()
    await redis.set(`${prefix}${code}`, account, 'PX', CODE_MS)
    return code
  },
  async take(code) {
    return (await redis.getdel(`${prefix}${code}`)) ?? undefined
  }
})

/** Codes in a table of the PostgreSQL database that the processes share, for a deployment without Redis. */
export const databaseOidcCodes = (knex: Knex): OidcCodes => ({
  async issue(account) {
    const code = newCode()
    const now = Date.now()
    // Codes never exchanged go when the next one is issued.
    await knex(OIDC_CODES_TABLE).where('expires', '<=', now).delete()
    await knex(OIDC_CODES_TABLE).insert({ code, account, expires: now + CODE_MS })
    return code
  },
  async take(code) {
    // Taken and removed in one statement: of two processes exchanging one code, one gets it.
    const [row] = await knex(OIDC_CODES_TABLE).where({ code }).delete().returning(['account', 'expires'])
    return row && Number(row.expires) > Date.now() ? (row.account as string) : undefined
  }
})
