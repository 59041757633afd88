import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'
import { startReceiver, until } from './receiver'

// Integrations, point 3: with several processes on one PostgreSQL, each event is delivered once.
const env = { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_RETRY_BASE_MS: '40' }
let one: TestServer
let other: TestServer

/**
 * Until what `from` tells reaches `to`: a process starts listening for the others a moment after
 * it answers, and what is told before then misses it.
 */
const telling = async (from: TestServer, to: TestServer) => {
  let heard = false
  const hear = () => (heard = true)
  to.app.service('webhooks').on('changed', hear)
  try {
    const toldAgain = () => {
      if (!heard) from.app.service('webhooks').emit('changed', {})
      return heard
    }
    await until(toldAgain, 10_000, 'events between the processes')
  } finally {
    to.app.service('webhooks').off('changed', hear)
  }
}

/** Until `server` hears that the webhook subscriptions changed (on whichever process). */
const heardChange = (server: TestServer) => {
  let heard = false
  server.app.service('webhooks').once('changed', () => (heard = true))
  return () => until(() => heard, 5000, 'the change of the subscriptions told to the other process')
}

describe.skipIf(!process.env.DATABASE_URL)('webhooks across two server processes', () => {
  beforeAll(async () => {
    one = await startTestServer(env)
    other = await startTestServer({ ...env, ADMIN_PASSWORD: one.admin.password }, { db: one.db })
    await telling(one, other)
  })
  afterAll(async () => {
    await other?.stop({ keepDatabase: true })
    await one?.stop()
  })

  it('delivers each event once, in the order of the queue, whichever process wrote it', async () => {
    // Every third request fails, so that retries and leases change hands between the two.
    const statuses = Array.from({ length: 60 }, (_, index) => (index % 3 === 2 ? 500 : 200))
    const receiver = await startReceiver(statuses)
    try {
      const told = heardChange(other)
      const subscribed = await one.request('POST', '/api/webhooks', {
        url: receiver.url,
        events: ['teachers.created', 'teachers.patched']
      })
      expect(subscribed.status).toBe(201)
      await told()
      const created = await one.request('POST', '/api/teachers', { name: 'Twice' })
      const writes = [one, other].flatMap((server) => [server, server, server, server, server])
      await Promise.all(
        writes.map((server, index) =>
          server.request('PATCH', `/api/teachers/${created.body._id}`, { hourlyRate: index + 1 })
        )
      )
      const log = async () =>
        (await one.request('GET', `/api/webhookDeliveries?subscription=${subscribed.body._id}&$limit=100`))
          .body
      // Each process queues the events of its writes just after answering them.
      await expect.poll(async () => (await log()).total, { timeout: 10_000 }).toBe(11)
      await until(
        () => new Set(receiver.received.map((request) => request.json.id)).size === 11,
        20_000,
        'eleven deliveries'
      )
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const ids = receiver.received
        .filter((request) => request.status === 200)
        .map((request) => request.json.id)
      // Once each: no delivery answered 200 was sent again, and the order is the queue's.
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.length).toBe(11)
      expect([...ids].sort()).toEqual(ids)
      const rows = (await log()).data
      expect(rows.every((row: any) => row.status === 'delivered')).toBe(true)
    } finally {
      await receiver.close()
    }
  })

  it('queues a write on the other process made right after a subscription, not a second later', async () => {
    const receiver = await startReceiver()
    try {
      // The other process has just read the subscriptions, for the write it queues.
      expect((await other.request('POST', '/api/teachers', { name: 'Just before' })).status).toBe(201)
      const told = heardChange(other)
      const subscribed = await one.request('POST', '/api/webhooks', {
        url: receiver.url,
        events: ['teachers.created']
      })
      await told()
      const created = await other.request('POST', '/api/teachers', { name: 'Right after' })
      expect(created.status).toBe(201)
      const queued = async () =>
        (await one.request('GET', `/api/webhookDeliveries?subscription=${subscribed.body._id}`)).body.total
      await expect.poll(queued, { timeout: 5000 }).toBe(1)
      await one.request('DELETE', `/api/webhooks/${subscribed.body._id}`)
    } finally {
      await receiver.close()
    }
  })
})
