import { Server } from 'socket.io'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../logging/logger'
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database'
import type { AppConfig } from '../config'
import { postgresEvents } from './postgres-events'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work.then(() => 'closed'), sleep(ms).then(() => 'still closing')])

// PostgreSQL only: the adapter that carries events between processes without Redis.
describe.skipIf(!process.env.DATABASE_URL)('events between processes through PostgreSQL', () => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: true })
  })
  afterAll(async () => {
    await db?.drop()
  })

  const adapterOn = async () => {
    const events = await postgresEvents({ databaseUrl: db.databaseUrl } as AppConfig, createLogger('silent'))
    // Installed on a socket.io server that serves nothing: nothing else to close.
    events.install(new Server())
    return events
  }

  it('closes at once when closed while its listening connection is still being set up', async () => {
    // The adapter starts connecting and listening as it is installed: a server stopped right after
    // its start closes it before that is done.
    const events = await adapterOn()
    expect(await within(events.close(), 5000)).toBe('closed')
  })

  it('closes at once once listening', async () => {
    const events = await adapterOn()
    await sleep(300)
    expect(await within(events.close(), 5000)).toBe('closed')
  })
})
