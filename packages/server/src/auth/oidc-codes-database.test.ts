import type { Knex } from 'knex'
import { describe, expect, it } from 'vitest'
import { OIDC_CODES_TABLE } from '../db/schema/cluster-tables'
import { withMigratedKnex } from '../../test/support/migrated-knex'
import { databaseOidcCodes } from './oidc-codes'

let knex: Knex

// PostgreSQL only: without Redis, the processes on one PostgreSQL database share the codes there.
describe.skipIf(!process.env.DATABASE_URL)('single sign-on codes in PostgreSQL (R-AUTH-16)', () => {
  withMigratedKnex((opened) => (knex = opened))

  it('hands an account over once, to one of two processes taking it at once', async () => {
    const [one, other] = [databaseOidcCodes(knex), databaseOidcCodes(knex)]
    const code = await one.issue('account-1')
    expect(code).toMatch(/^[\w-]{43}$/)
    expect(await one.issue('account-1')).not.toBe(code)
    const taken = await Promise.all([one.take(code), other.take(code)])
    expect(taken.sort()).toEqual(['account-1', undefined])
    expect(await other.take('unknown')).toBeUndefined()
  })

  it('refuses a code older than a minute, and removes it', async () => {
    const codes = databaseOidcCodes(knex)
    const code = await codes.issue('account-2')
    const row = await knex(OIDC_CODES_TABLE).where({ code }).first()
    expect(Number(row.expires) - Date.now()).toBeGreaterThan(50_000)
    await knex(OIDC_CODES_TABLE)
      .where({ code })
      .update({ expires: Date.now() - 1 })
    expect(await codes.take(code)).toBeUndefined()
    expect(await knex(OIDC_CODES_TABLE).where({ code }).first()).toBeUndefined()
  })
})
