import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: 'https://console.example.com', BODY_LIMIT: '64kb' })
})
afterAll(() => server?.stop())

describe('security basics of the API', () => {
  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/api/health`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('x-powered-by')).toBeNull()
  })

  it('answers CORS only for configured origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/teachers`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization'
        }
      })
    const allowed = await preflight('https://console.example.com')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example.com')
    const other = await preflight('https://evil.example.com')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const simple = await fetch(`${server.url}/api/health`, {
      headers: { Origin: 'https://evil.example.com' }
    })
    expect(simple.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('closes CORS when no origin is configured', async () => {
    const closed = await startTestServer()
    try {
      const response = await fetch(`${closed.url}/api/health`, {
        headers: { Origin: 'https://console.example.com' }
      })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await closed.stop()
    }
  })

  it('refuses bodies over BODY_LIMIT with 413, before any sign-in work', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(70 * 1024) })
    const signedIn = await server.request('POST', '/api/teachers', big, {
      'content-type': 'application/json'
    })
    expect(signedIn.status).toBe(413)
    expect(signedIn.body).toMatchObject({ name: 'PayloadTooLarge', code: 413 })
    const login = await server
      .client()
      .request('POST', '/api/authentication', big, { 'content-type': 'application/json' })
    expect(login.status).toBe(413)
  })

  it('answers server faults without internals over REST and socket (C21)', async () => {
    // A fault the API cannot cause by itself: a table gone from under it.
    await server.app.get('knex').schema.renameTable('reviews', 'reviews_away')
    try {
      const rest = await server.request('GET', '/api/reviews')
      expect(rest.status).toBe(500)
      expect(rest.body).toEqual({
        name: 'GeneralError',
        message: 'Internal server error',
        code: 500,
        className: 'general-error'
      })
      const socket = await server.socket(server.token)
      const answer = await socket.call('find', 'reviews', {})
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({
        name: 'GeneralError',
        message: 'Internal server error',
        code: 500,
        className: 'general-error'
      })
      expect(server.transcript.some((line) => line.includes('"level":50') && line.includes('reviews'))).toBe(
        true
      )
    } finally {
      await server.app.get('knex').schema.renameTable('reviews_away', 'reviews')
    }
  })

  it('never answers a stack trace for bad input', async () => {
    const answers = [
      await server.request('POST', '/api/teachers', '{"name": ', { 'content-type': 'application/json' }),
      await server.request('GET', '/api/teachers?name[$where]=1'),
      await server.client('garbage').request('GET', '/api/teachers')
    ]
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(JSON.stringify(answer.body)).not.toMatch(/stack|at .*\.(ts|js):\d+/)
    }
  })
})
