import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
const DELAY = 150

beforeAll(async () => {
  // Every attempt here comes from 127.0.0.1: the address limit (unit-tested) stays out of the way.
  server = await startTestServer({
    LOGIN_DELAY_MS: String(DELAY),
    LOGIN_MAX_FAILURES: '5',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000'
  })
})
afterAll(() => server?.stop())

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now()
  const result = await work()
  return { result, ms: performance.now() - start }
}

describe('repeated failed sign-ins', () => {
  it('are slowed down for one email, then refused with 429 even with the right password', async () => {
    const account = await server.createUser()
    const attempt = (password: string) =>
      timed(() =>
        server
          .client()
          .request('POST', '/api/authentication', { strategy: 'local', email: account.email, password })
      )
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).result.status).toBe(401)
    const fourth = await attempt('wrong-password')
    const fifth = await attempt('wrong-password')
    expect(fourth.result.status).toBe(401)
    expect(fourth.ms).toBeGreaterThanOrEqual(DELAY)
    expect(fifth.ms).toBeGreaterThanOrEqual(2 * DELAY)
    const refused = await attempt(account.password)
    expect(refused.result.status).toBe(429)
    expect(refused.result.body).toMatchObject({
      name: 'TooManyRequests',
      code: 429,
      data: { retryAfter: expect.any(Number) }
    })
    // Another account from the same address still signs in.
    const other = await server.createUser()
    expect(await server.login(other.email, other.password)).toEqual(expect.any(String))
  })

  it('start again from zero after a success', async () => {
    const account = await server.createUser()
    const attempt = (password: string) =>
      server
        .client()
        .request('POST', '/api/authentication', { strategy: 'local', email: account.email, password })
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).status).toBe(401)
      expect((await attempt(account.password)).status).toBe(201)
    }
  })

  it('are counted over the socket as well', async () => {
    const account = await server.createUser()
    const socket = await server.socket()
    const attempt = (password: string) =>
      socket.call('create', 'authentication', { strategy: 'local', email: account.email, password })
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401)
    expect((await attempt(account.password)).status).toBe(429)
  })

  it('count wrong old passwords of changePassword too (R-AUTH-18)', async () => {
    const account = await server.signIn()
    for (let i = 0; i < 5; i++) {
      const answer = await account.request('POST', '/api/changePassword', {
        oldPassword: 'wrong-password',
        newPassword: 'new-password-1'
      })
      expect(answer.status).toBe(400)
    }
    const refused = await account.request('POST', '/api/changePassword', {
      oldPassword: account.password,
      newPassword: 'new-password-1'
    })
    expect(refused.status).toBe(429)
  })
})
