import fs from 'node:fs'
import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app'
import { readConfig } from '../../src/config'
import { createKnex, sqliteFile } from '../../src/db/connection'
import { getDialect } from '../../src/db/dialects'
import { syncTables } from '../../src/db/schema/sync-tables'
import { tableModel } from '../../src/db/schema/table-model'
import { createLogger } from '../../src/logging/logger'
import { startWalCheckpoints, type WalCheckpoints } from '../../src/jobs/wal-checkpoints'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

const probe: CollectionDef = {
  name: 'walProbe',
  fields: [{ name: 'note', type: 'string' }],
  params: {}
}

let db: TestDatabase
let knex: Knex
let checkpoints: WalCheckpoints

const fileSize = () => fs.statSync(sqliteFile(db.dataDir)).size
const rows = (count: number, from: number) =>
  Array.from({ length: count }, (_, index) => ({ _id: `r${from + index}`, note: 'x'.repeat(500) }))

describe.runIf(!process.env.DATABASE_URL)('SQLite checkpoints on a thread of their own', () => {
  beforeAll(async () => {
    db = await createTestDatabase()
    knex = createKnex(db)
    await syncTables(knex, getDialect(knex), [probe])
    // A tick a second: only a tick between the commit and the size read below could copy the log
    // early (a tick every 100 ms did so now and then on a busy machine).
    checkpoints = await startWalCheckpoints(knex, sqliteFile(db.dataDir), createLogger('silent'), 1000)
  })

  afterAll(async () => {
    await checkpoints.stop()
    await knex.destroy()
    await db.drop()
  })

  it('commits without copying the log into the database; the thread copies it soon after', async () => {
    const before = fileSize()
    // About 5 MB of log: past the 1,000 pages at which a commit would checkpoint by itself.
    await knex.transaction((trx) => getDialect(knex).insertMany(trx, tableModel(probe), rows(10_000, 0)))
    expect(fileSize()).toBe(before)
    await expect.poll(fileSize, { timeout: 5000, interval: 50 }).toBeGreaterThan(before + 4_000_000)
    expect(await knex('walProbe').count({ count: '*' })).toEqual([{ count: 10_000 }])
  })

  it('checkpoints at commit again once the thread is stopped', async () => {
    await checkpoints.stop()
    const before = fileSize()
    await knex.raw('PRAGMA wal_autocheckpoint = 1000')
    await knex.transaction((trx) => getDialect(knex).insertMany(trx, tableModel(probe), rows(10_000, 10_000)))
    expect(fileSize()).toBeGreaterThan(before)
  })
})

describe.runIf(!process.env.DATABASE_URL)('the server starts its checkpoint thread once it listens', () => {
  it('checkpoints at commit while it starts, on the thread once listening', async () => {
    const started = await createTestDatabase()
    const app = await createApp(
      readConfig({ DATA_DIR: started.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', RENDER_THREADS: '0' }),
      { print: () => {} }
    )
    const autocheckpoint = async () =>
      ((await app.get('knex').raw('PRAGMA wal_autocheckpoint')) as Array<{ wal_autocheckpoint: number }>)[0]
        .wal_autocheckpoint
    try {
      expect(await autocheckpoint()).toBe(1000)
      const server = await app.listen(0, '127.0.0.1')
      await expect.poll(autocheckpoint, { timeout: 5000, interval: 20 }).toBe(0)
      await app.teardown(server)
    } finally {
      await started.drop()
    }
  })
})
