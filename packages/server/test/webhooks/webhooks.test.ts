import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'
import { documentedVerifier, startReceiver, until } from './receiver'

// Integrations, point 3 (webhooks): signed, ordered, retried deliveries to a local receiver.
let server: TestServer
let verify: Awaited<ReturnType<typeof documentedVerifier>>

beforeAll(async () => {
  server = await startTestServer({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_RETRY_BASE_MS: '40' })
  verify = await documentedVerifier()
})
afterAll(() => server?.stop())

const subscribe = async (url: string, events: string[]) => {
  const answer = await server.request('POST', '/api/webhooks', { url, events, description: 'test' })
  expect(answer.status).toBe(201)
  expect(answer.body.secret).toMatch(/^whsec_[0-9a-f]{64}$/)
  return answer.body as { _id: string; secret: string }
}

const deliveries = async (subscription: string) =>
  (await server.request('GET', `/api/webhookDeliveries?subscription=${subscription}&$limit=100`)).body

describe('webhook deliveries', () => {
  it('sends signed events in order, verified by the documented snippet', async () => {
    const receiver = await startReceiver()
    try {
      const { _id, secret } = await subscribe(receiver.url, [
        'teachers.created',
        'teachers.patched',
        'teachers.removed'
      ])
      const created = await server.request('POST', '/api/teachers', { name: 'Hook', hourlyRate: 100 })
      expect(created.status).toBe(201)
      const id = created.body._id
      for (const rate of [110, 120, 130])
        expect((await server.request('PATCH', `/api/teachers/${id}`, { hourlyRate: rate })).status).toBe(200)
      expect((await server.request('DELETE', `/api/teachers/${id}`)).status).toBe(200)
      await until(() => receiver.received.length === 5, 15_000, 'five deliveries')
      expect(receiver.received.map((r) => r.json.event)).toEqual([
        'teachers.created',
        'teachers.patched',
        'teachers.patched',
        'teachers.patched',
        'teachers.removed'
      ])
      for (const request of receiver.received) {
        const header = String(request.headers['x-tutor-signature'])
        expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
        expect(verify(secret, header, request.body)).toBe(true)
        // A changed body, another secret, or an old timestamp fail.
        expect(verify(secret, header, request.body.replace('teachers', 'teacherz'))).toBe(false)
        expect(verify('whsec_other', header, request.body)).toBe(false)
        expect(verify(secret, header, request.body, -1)).toBe(false)
        expect(request.headers['x-tutor-delivery']).toBe(request.json.id)
        expect(request.headers['x-tutor-event']).toBe(request.json.event)
        expect(request.json).toMatchObject({ collection: 'teachers', recordId: id })
        expect(request.json.who).toEqual({ user: server.admin.user._id, via: 'api' })
        expect(Date.parse(request.json.at)).toBeGreaterThan(Date.now() - 60_000)
      }
      expect(receiver.received[1].json.changedFields).toEqual(['hourlyRate'])
      expect(receiver.received[0].json.changedFields).toEqual(expect.arrayContaining(['name', 'hourlyRate']))
      const log = await deliveries(_id)
      expect(log.total).toBe(5)
      expect(
        log.data.every((d: any) => d.status === 'delivered' && d.lastCode === 200 && d.attempts === 1)
      ).toBe(true)
      expect(log.data[0].lastMs).toBeGreaterThanOrEqual(0)
    } finally {
      await receiver.close()
    }
  })

  it('retries with backoff after two 500s, and the later event waits its turn', async () => {
    const receiver = await startReceiver([500, 500])
    try {
      const { _id, secret } = await subscribe(receiver.url, ['teachers.created'])
      await server.request('POST', '/api/teachers', { name: 'First' })
      await server.request('POST', '/api/teachers', { name: 'Second' })
      await until(() => receiver.received.length === 4, 15_000, 'four requests')
      const ids = receiver.received.map((r) => r.json.id)
      // The first delivery three times (same id), then the second: order kept through the retries.
      expect(ids[0]).toBe(ids[1])
      expect(ids[1]).toBe(ids[2])
      expect(ids[3]).not.toBe(ids[0])
      expect(
        receiver.received.every((r) => verify(secret, String(r.headers['x-tutor-signature']), r.body))
      ).toBe(true)
      // Backoff: each retry waited at least half its base delay (40 ms, then 80 ms).
      expect(receiver.received[1].at - receiver.received[0].at).toBeGreaterThanOrEqual(19)
      expect(receiver.received[2].at - receiver.received[1].at).toBeGreaterThanOrEqual(39)
      const log = await deliveries(_id)
      const first = log.data.find((d: any) => d._id === ids[0])
      expect(first).toMatchObject({ status: 'delivered', attempts: 3, lastCode: 200 })
      expect(first.log.map((attempt: any) => attempt.code)).toEqual([500, 500, 200])
      expect(first.log[0].error).toContain('500')
    } finally {
      await receiver.close()
    }
  })

  it('sends a test event and retries a delivery on request', async () => {
    const receiver = await startReceiver()
    try {
      const { _id } = await subscribe(receiver.url, ['news.published'])
      const test = await server.request('POST', '/api/webhookDeliveries', { subscription: _id })
      expect(test.status).toBe(201)
      await until(() => receiver.received.length === 1)
      expect(receiver.received[0].json).toMatchObject({ event: 'webhook.test', id: test.body._id })
      const retried = await server.request('PATCH', `/api/webhookDeliveries/${test.body._id}`, {
        retry: true
      })
      expect(retried.status).toBe(200)
      await until(() => receiver.received.length === 2)
      expect(receiver.received[1].json.id).toBe(test.body._id)
      const bad = await server.request('PATCH', `/api/webhookDeliveries/${test.body._id}`, { retry: 'yes' })
      expect(bad.status).toBe(400)
      expect(bad.body.errors).toHaveProperty('retry')
    } finally {
      await receiver.close()
    }
  })

  it('tells of a record being published, and of a bulk delete as one batch', async () => {
    const receiver = await startReceiver()
    try {
      await subscribe(receiver.url, ['news.published', 'journal.batch'])
      const news = await server.request('POST', '/api/news', { title: [{ lang: 'en', value: 'Hello' }] })
      expect(news.status).toBe(201)
      await server.request('PATCH', `/api/news/${news.body._id}`, { status: 'published' })
      await until(() => receiver.received.length === 1)
      expect(receiver.received[0].json).toMatchObject({
        event: 'news.published',
        recordId: news.body._id,
        changedFields: ['status']
      })
      const bulk = await server.request('DELETE', `/api/news?_id[$in][]=${news.body._id}`)
      expect(bulk.status).toBe(200)
      await until(() => receiver.received.length === 2)
      expect(receiver.received[1].json).toMatchObject({
        event: 'journal.batch',
        collection: 'news',
        action: 'remove',
        count: 1,
        recordIds: [news.body._id]
      })
      expect(receiver.received[1].json.batch).toBeTruthy()
    } finally {
      await receiver.close()
    }
  })
})

describe('webhook subscriptions', () => {
  it('refuse private addresses unless allowed', async () => {
    const strict = await startTestServer()
    try {
      for (const url of [
        'http://127.0.0.1:9/hook',
        'http://10.0.0.8/',
        'http://169.254.169.254/latest',
        'http://[::1]/',
        'http://localhost/hook',
        'http://[::ffff:192.168.1.1]/'
      ]) {
        const answer = await strict.request('POST', '/api/webhooks', { url, events: ['teachers.created'] })
        expect(answer.status, url).toBe(400)
        expect(answer.body.data.fields.url.code, url).toBe('privateAddress')
      }
      const public_ = await strict.request('POST', '/api/webhooks', {
        url: 'https://93.184.215.14/hook',
        events: ['teachers.created']
      })
      expect(public_.status).toBe(201)
      // A subscription whose address turned private is not called either (checked at delivery).
      const knex = strict.app.get('knex')
      await knex('webhook_subscriptions')
        .where('_id', public_.body._id)
        .update({ url: 'http://127.0.0.1:9/x' })
      const test = await strict.request('POST', '/api/webhookDeliveries', { subscription: public_.body._id })
      let row: any
      const started = Date.now()
      while (Date.now() - started < 10_000) {
        row = (await strict.request('GET', `/api/webhookDeliveries/${test.body._id}`)).body
        if (row.attempts > 0) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(row.attempts).toBeGreaterThan(0)
      expect(row.lastError).toContain('private')
    } finally {
      await strict.stop()
    }
  })

  it('answer bad input with a problem per field', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ events: ['teachers.created'] }, 'url', 'required'],
      [{ url: 'ftp://example.com/x', events: ['teachers.created'] }, 'url', 'protocol'],
      [{ url: 'https://user:pw@example.com/x', events: ['teachers.created'] }, 'url', 'credentials'],
      [{ url: 'not a url', events: ['teachers.created'] }, 'url', 'url'],
      [{ url: 'https://example.invalid/x', events: ['teachers.created'] }, 'url', 'unresolvable'],
      [{ url: 'https://example.com/x', events: [] }, 'events', 'noEvents'],
      [
        { url: 'https://example.com/x', events: ['nothing.created', 'teachers.eaten'] },
        'events',
        'unknownEvents'
      ],
      [{ url: 'https://example.com/x', events: ['teachers.created'], active: 'yes' }, 'active', 'boolean'],
      [{ url: 'https://example.com/x', events: ['teachers.created'], secret: 'mine' }, 'secret', 'unknown'],
      ['text', 'body', 'object']
    ]
    for (const [body, field, code] of cases) {
      const answer = await server.request('POST', '/api/webhooks', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.data.code).toBe('invalidData')
      expect(answer.body.data.fields[field]?.code, JSON.stringify(body)).toBe(code)
      expect(typeof answer.body.errors[field]).toBe('string')
    }
    expect((await server.request('GET', '/api/webhookDeliveries?$limit=5000')).status).toBe(400)
    expect((await server.request('GET', '/api/webhookDeliveries?nope=1')).status).toBe(400)
    expect((await server.request('POST', '/api/webhookDeliveries', {})).status).toBe(400)
    expect((await server.request('POST', '/api/webhookDeliveries', { subscription: 'missing' })).status).toBe(
      404
    )
  })

  it('rotate the secret, answer it only then, and remove a subscription with its log', async () => {
    const receiver = await startReceiver()
    try {
      const { _id, secret } = await subscribe(receiver.url, ['teachers.created'])
      const read = await server.request('GET', `/api/webhooks/${_id}`)
      expect(read.body.secret).toBeUndefined()
      const listed = await server.request('GET', '/api/webhooks')
      expect(listed.body.data.every((s: any) => s.secret === undefined)).toBe(true)
      const rotated = await server.request('PATCH', `/api/webhooks/${_id}`, { rotateSecret: true })
      expect(rotated.status).toBe(200)
      expect(rotated.body.secret).toMatch(/^whsec_/)
      expect(rotated.body.secret).not.toBe(secret)
      await server.request('POST', '/api/webhookDeliveries', { subscription: _id })
      await until(() => receiver.received.length === 1)
      const header = String(receiver.received[0].headers['x-tutor-signature'])
      expect(verify(rotated.body.secret, header, receiver.received[0].body)).toBe(true)
      expect(verify(secret, header, receiver.received[0].body)).toBe(false)
      expect((await server.request('DELETE', `/api/webhooks/${_id}`)).status).toBe(200)
      expect((await deliveries(_id)).total).toBe(0)
      expect((await server.request('GET', `/api/webhooks/${_id}`)).status).toBe(404)
    } finally {
      await receiver.close()
    }
  })

  it('are for administrators only', async () => {
    const editor = await server.signIn({ role: 'editor' })
    for (const [method, path, body] of [
      ['GET', '/api/webhooks'],
      ['POST', '/api/webhooks', { url: 'http://127.0.0.1:9/', events: ['teachers.created'] }],
      ['GET', '/api/webhookDeliveries'],
      ['POST', '/api/webhookDeliveries', { subscription: 'x' }]
    ] as const) {
      expect((await editor.request(method, path, body)).status, `${method} ${path}`).toBe(403)
      expect((await server.client(null).request(method, path, body)).status, `${method} ${path}`).toBe(401)
    }
  })
})
