import type { Knex } from 'knex'
import { describe, expect, it } from 'vitest'
import { WORK_LOCKS_TABLE } from '../db/schema/cluster-tables'
import { withMigratedKnex } from '../../test/support/migrated-knex'
import { DatabaseLock } from './database-lock'

let knex: Knex
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// PostgreSQL only: without Redis, the processes on one PostgreSQL database lock through it.
describe.skipIf(!process.env.DATABASE_URL)('a lock in PostgreSQL', () => {
  withMigratedKnex((opened) => (knex = opened))

  it('runs the work of one name in one process at a time, and of other names beside it', async () => {
    const locks = [new DatabaseLock(knex, 'test:', 30_000, 5), new DatabaseLock(knex, 'test:', 30_000, 5)]
    const steps: string[] = []
    const work = (who: string) => async () => {
      steps.push(`${who} in`)
      await sleep(30)
      steps.push(`${who} out`)
      return who
    }
    const results = await Promise.all([
      locks[0].run('one', work('a')),
      locks[1].run('one', work('b')),
      locks[1].run('two', work('c'))
    ])
    expect(results).toEqual(['a', 'b', 'c'])
    const ofOne = steps.filter((step) => !step.startsWith('c'))
    expect(['a in,a out,b in,b out', 'b in,b out,a in,a out']).toContain(ofOne.join())
    expect(steps.indexOf('c in')).toBeLessThan(Math.max(steps.indexOf('a out'), steps.indexOf('b out')))
    expect(await knex(WORK_LOCKS_TABLE).where('name', 'like', 'test:%')).toEqual([])
  })

  it('waits for a living holder, and takes a lock whose holder died once its time is up', async () => {
    const lock = new DatabaseLock(knex, 'test:', 30_000, 5)
    await knex(WORK_LOCKS_TABLE).insert({ name: 'test:held', holder: 'alive', expires: Date.now() + 60_000 })
    const waiting = lock.run('held', async () => 'mine')
    expect(await Promise.race([waiting, sleep(200).then(() => 'still waiting')])).toBe('still waiting')
    await knex(WORK_LOCKS_TABLE)
      .where({ name: 'test:held' })
      .update({ expires: Date.now() - 1 })
    expect(await waiting).toBe('mine')
    await knex(WORK_LOCKS_TABLE).insert({ name: 'test:dead', holder: 'gone', expires: Date.now() - 1 })
    expect(await lock.run('dead', async () => 'done')).toBe('done')
  })
})
