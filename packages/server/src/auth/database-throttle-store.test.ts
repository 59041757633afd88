import type { Knex } from 'knex'
import { describe, expect, it } from 'vitest'
import { withMigratedKnex } from '../../test/support/migrated-knex'
import { LOGIN_FAILURES_TABLE } from '../db/schema/cluster-tables'
import { DatabaseThrottleStore } from './database-throttle-store'

const WINDOW_MS = 60_000
let knex: Knex
let clock = 1_000_000
const store = () => new DatabaseThrottleStore(knex, WINDOW_MS, () => clock)

/** Resolves once a statement of this database waits for a row another transaction holds. */
const waitedForLock = async () => {
  for (;;) {
    const { rows } = await knex.raw(
      "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"
    )
    if (rows[0].waiting > 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

// PostgreSQL only: on SQLite, one process counts in its own memory.
describe.skipIf(!process.env.DATABASE_URL)('failed sign-ins counted in PostgreSQL', () => {
  withMigratedKnex((opened) => (knex = opened))

  it('lets no more attempts than the limit through, however many processes count at once', async () => {
    const stores = [store(), store(), store()]
    const keys = [
      { key: 'email:race@test.local', limit: 5 },
      { key: 'address:10.0.0.1', limit: 50 }
    ]
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => stores[i % 3].count(keys)))
    const counted = answers.filter((answer) => answer.refusedForMs === undefined)
    expect(counted).toHaveLength(5)
    expect(counted.map((answer) => answer.failures[0]).sort()).toEqual([0, 1, 2, 3, 4])
    expect(answers.filter((answer) => answer.refusedForMs === WINDOW_MS)).toHaveLength(15)
  })

  it('counts while another process clears the key, as when one person signs in twice at once', async () => {
    const key = { key: 'email:twice@test.local', limit: 5 }
    await store().count([key])
    // The first sign-in's success holds the email's row and is about to clear it…
    const success = await knex.transaction()
    await success(LOGIN_FAILURES_TABLE).where({ key: key.key }).forUpdate()
    // …while the second attempt counts.
    const counting = store().count([key])
    await waitedForLock()
    await success(LOGIN_FAILURES_TABLE).where({ key: key.key }).delete()
    await success.commit()
    expect(await counting).toEqual({ failures: [0] })
  })

  it('forgets a count a window after its last failure, takes one back, and clears', async () => {
    const counter = store()
    const key = { key: 'email:window@test.local', limit: 2 }
    await counter.count([key])
    await counter.count([key])
    clock += 1000
    expect(await counter.count([key])).toEqual({ failures: [], refusedForMs: WINDOW_MS - 1000 })
    await counter.uncount(key.key)
    expect(await counter.count([key])).toEqual({ failures: [1] })
    await counter.clear(key.key)
    expect(await counter.count([key])).toEqual({ failures: [0] })
    clock += WINDOW_MS
    expect(await counter.count([key])).toEqual({ failures: [0] })
  })

  it('counts a key of thousands of characters like any other', async () => {
    const counter = store()
    const key = { key: `email:${'x'.repeat(5000)}@test.local`, limit: 1 }
    expect(await counter.count([key])).toEqual({ failures: [0] })
    expect((await counter.count([key])).refusedForMs).toBeGreaterThan(0)
    await counter.clear(key.key)
    expect(await counter.count([key])).toEqual({ failures: [0] })
  })
})
