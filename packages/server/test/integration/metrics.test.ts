import type { HookContext } from '@feathersjs/feathers'
import parsePrometheusTextFormat, { type Family } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

// Operations, point 3: metrics for Prometheus behind a bearer token, and request ids in the logs.
const TOKEN = 'metrics-token-0123456789abcdef'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN })
})
afterAll(async () => {
  await server?.stop()
})

const scrape = async (authorization?: string) => {
  const answer = await fetch(`${server.url}/api/metrics`, {
    headers: authorization ? { Authorization: authorization } : {}
  })
  return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() }
}

/** The scrape, parsed; fails on anything the format does not allow. */
const families = async () => {
  const { status, type, text } = await scrape(`Bearer ${TOKEN}`)
  expect(status).toBe(200)
  expect(type).toMatch(/^text\/plain; version=0\.0\.4/)
  const parsed = parsePrometheusTextFormat(text)
  for (const family of parsed) {
    expect(family.type, family.name).not.toBe('UNTYPED')
    for (const sample of family.metrics)
      for (const value of [sample.value, sample.count, sample.sum, ...Object.values(sample.buckets ?? {})])
        // A number, or NaN and infinities as Prometheus writes them (case aside, as Prometheus reads them).
        if (value !== undefined)
          expect(value, family.name).toMatch(/^(?:[+-]?\d+(?:\.\d+)?(?:e[+-]?\d+)?|nan|[+-]inf)$/i)
  }
  return Object.assign(new Map(parsed.map((family) => [family.name, family])), { text })
}

/**
 * A histogram's count for some labels, read from the text: the parser merges the series of a
 * histogram with labels into one.
 */
const histogramCount = (text: string, name: string, labels: Record<string, string>) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  const line = text
    .split('\n')
    .find((line) => line.startsWith(`${name}_count{`) && wanted.every((label) => line.includes(label)))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

const sampleOf = (family: Family | undefined, labels: Record<string, string>) =>
  family?.metrics.find((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value)
  )

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const off = await startTestServer({ ADMIN_PASSWORD: server.admin.password }, { db: server.db })
    try {
      const answer = await fetch(`${off.url}/api/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(answer.status).toBe(404)
    } finally {
      await off.stop({ keepDatabase: true })
    }
  })

  it('asks for the bearer token', async () => {
    expect((await scrape()).status).toBe(401)
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401)
    expect((await scrape(`Bearer ${'x'.repeat(TOKEN.length)}`)).status).toBe(401)
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401)
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200)
  })

  it('counts requests by route pattern and status, never by record, and keeps the process metrics', async () => {
    const teacher = await server.request('POST', '/api/teachers', { name: 'Metric' })
    expect(teacher.status).toBe(201)
    const id = String(teacher.body._id)
    const route = { method: 'GET', route: '/api/teachers/:id', status: '200' }
    const before = Number(sampleOf((await families()).get('http_requests_total'), route)?.value ?? 0)
    for (let i = 0; i < 3; i++) expect((await server.request('GET', `/api/teachers/${id}`)).status).toBe(200)
    expect((await server.request('GET', '/api/teachers/no-such-id')).status).toBe(404)
    expect(
      (
        await server.client().request('POST', '/api/authentication', {
          strategy: 'local',
          email: 'nobody@test.local',
          password: 'wrong-password'
        })
      ).status
    ).toBe(401)
    const after = await families()
    expect(Number(sampleOf(after.get('http_requests_total'), route)?.value)).toBe(before + 3)
    expect(
      sampleOf(after.get('http_requests_total'), { route: '/api/teachers/:id', status: '404' })
    ).toBeDefined()
    expect(after.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM')
    expect(histogramCount(after.text, 'http_request_duration_seconds', route)).toBe(before + 3)
    expect(
      Number(
        sampleOf(after.get('tutor_admin_sign_in_failures_total'), { strategy: 'local', reason: 'invalid' })
          ?.value
      )
    ).toBeGreaterThanOrEqual(1)
    for (const name of [
      'tutor_admin_socket_connections',
      'tutor_admin_db_pool_connections',
      'tutor_admin_transfer_jobs_running',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds'
    ])
      expect(after.get(name), name).toBeDefined()
    const values = [...after.values()].flatMap((family) =>
      family.metrics.flatMap((sample) => Object.values(sample.labels ?? {}))
    )
    for (const value of values) {
      expect(value).not.toContain(id)
      expect(value).not.toContain('no-such-id')
      expect(value).not.toContain('nobody@test.local')
    }
  })

  it('counts the sockets open and the events sent to them', async () => {
    const socket = await server.socket(server.token)
    try {
      const before = await families()
      const sent = (family: Map<string, Family>) =>
        Number(
          sampleOf(family.get('tutor_admin_realtime_events_sent_total'), {
            service: 'teachers',
            event: 'created'
          })?.value ?? 0
        )
      expect(Number(before.get('tutor_admin_socket_connections')?.metrics[0].value)).toBeGreaterThanOrEqual(1)
      expect((await server.request('POST', '/api/teachers', { name: 'Heard' })).status).toBe(201)
      await expect.poll(() => socket.events.some((event) => event.event === 'teachers created')).toBe(true)
      expect(sent(await families())).toBeGreaterThan(sent(before))
    } finally {
      socket.close()
    }
  })
})

describe('request ids', () => {
  it("sends X-Request-Id, keeps a well-formed one it was given, and writes it on the request's log lines", async () => {
    const answer = await fetch(`${server.url}/api/teachers`, {
      headers: { Authorization: `Bearer ${server.token}` }
    })
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const given = await fetch(`${server.url}/api/teachers`, {
      headers: { 'X-Request-Id': 'lb-request-1234' }
    })
    expect(given.headers.get('x-request-id')).toBe('lb-request-1234')
    const unsafe = await fetch(`${server.url}/api/teachers`, { headers: { 'X-Request-Id': 'bad id {}' } })
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

    server.app.service('teachers').hooks({
      before: {
        get: [
          (context: HookContext) => {
            if (context.id === 'fail-on-purpose') throw new Error('a fault on purpose')
          }
        ]
      }
    })
    const failed = await fetch(`${server.url}/api/teachers/fail-on-purpose`, {
      headers: { Authorization: `Bearer ${server.token}` }
    })
    expect(failed.status).toBe(500)
    const id = failed.headers.get('x-request-id')
    const lines = server.transcript
      .filter((line) => line.includes('a fault on purpose'))
      .map((line) => JSON.parse(line))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line.requestId).toBe(id)
  })
})
