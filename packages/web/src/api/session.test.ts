import authentication from '@feathersjs/authentication-client'
import { NotAuthenticated, NotFound, Timeout } from '@feathersjs/errors'
import { feathers, type Application } from '@feathersjs/feathers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Session } from './session'
import { setSessionCookie } from './sessionCookie'
import type { SessionListener } from './session.types'
import { FakeSocket, user } from '../testing/fakeSocket'

interface Harness {
  session: Session
  socket: FakeSocket
  listener: SessionListener & { onLogin: ReturnType<typeof vi.fn>; onLogout: ReturnType<typeof vi.fn> }
  authCalls: Array<Record<string, unknown>>
  /** The data service: answers with what `answer` returns or throws. */
  answer: ReturnType<typeof vi.fn>
  storage: Map<string, string>
  /** Sign-outs the server was asked for (`remove` of authentication). */
  readonly signOuts: number
}

/** A real Feathers client with the authentication plugin, its services answered in memory. */
const harness = (authenticate: (data: Record<string, unknown>) => unknown = () => undefined): Harness => {
  const storage = new Map<string, string>()
  const client: Application = feathers()
  const authCalls: Array<Record<string, unknown>> = []
  let signOuts = 0
  client.use('authentication', {
    async create(data: Record<string, unknown>) {
      authCalls.push(data)
      const refused = authenticate(data)
      if (refused) throw refused
      return { accessToken: 'token-' + authCalls.length, user }
    },
    async remove() {
      signOuts++
      return {}
    }
  })
  const answer = vi.fn(async (_params: unknown): Promise<unknown> => ({ total: 3 }))
  client.use('teachers', { find: (params: unknown) => answer(params) })
  client.configure(
    authentication({
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key)
      }
    })
  )
  const socket = new FakeSocket()
  const listener = { onLogin: vi.fn(), onLogout: vi.fn() }
  return {
    session: new Session(client, socket, listener),
    socket,
    listener,
    authCalls,
    answer,
    storage,
    get signOuts() {
      return signOuts
    }
  }
}

describe('session', () => {
  let h: Harness
  beforeEach(() => {
    h = harness()
  })

  it('R-AUTH-12 a login event sets the user', async () => {
    await h.session.login('a@example.com', 'secret123')
    expect(h.authCalls).toEqual([{ strategy: 'local', email: 'a@example.com', password: 'secret123' }])
    expect(h.listener.onLogin).toHaveBeenCalledWith(user, 'token-1')
    expect(h.session.authenticated).toBe(true)
    expect(h.storage.get('feathers-jwt')).toBe('token-1')
  })

  it('R-AUTH-08 calls wait until the socket is connected', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.socket.drop()
    let done = false
    const call = h.session.call('teachers', 'find', { query: { $limit: 0 } }).then((result) => {
      done = true
      return result
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(done).toBe(false)
    expect(h.answer).not.toHaveBeenCalled()
    h.socket.restore()
    await expect(call).resolves.toEqual({ total: 3 })
  })

  it('R-AUTH-08 a disconnect clears the authenticated flag and the next call re-authenticates first', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.socket.drop()
    expect(h.session.authenticated).toBe(false)
    h.socket.restore()
    await h.session.call('teachers', 'find', {})
    expect(h.authCalls.map((data) => data.strategy)).toEqual(['local', 'jwt'])
    expect(h.authCalls[1].accessToken).toBe('token-1')
    expect(h.session.authenticated).toBe(true)
  })

  it('R-AUTH-08 an authenticated connection calls without re-authenticating', async () => {
    await h.session.login('a@example.com', 'secret123')
    await h.session.call('teachers', 'find', {})
    await h.session.call('teachers', 'find', {})
    expect(h.authCalls).toHaveLength(1)
  })

  it('R-AUTH-09 a call refused once is re-authenticated and retried', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.answer.mockRejectedValueOnce(new NotAuthenticated('jwt expired'))
    await expect(h.session.call('teachers', 'find', {})).resolves.toEqual({ total: 3 })
    expect(h.answer).toHaveBeenCalledTimes(2)
    expect(h.authCalls.map((data) => data.strategy)).toEqual(['local', 'jwt'])
    expect(h.listener.onLogout).not.toHaveBeenCalled()
  })

  it('R-AUTH-09 after 3 retries the session ends with a login notice and the call throws', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.answer.mockRejectedValue(new NotAuthenticated('no'))
    await expect(h.session.call('teachers', 'find', {})).rejects.toMatchObject({ name: 'NotAuthenticated' })
    expect(h.answer).toHaveBeenCalledTimes(4)
    expect(h.authCalls.filter((data) => data.strategy === 'jwt')).toHaveLength(3)
    expect(h.listener.onLogout).toHaveBeenCalledExactlyOnceWith(
      true,
      expect.objectContaining({ name: 'NotAuthenticated' })
    )
    expect(h.storage.has('feathers-jwt')).toBe(false)
    expect(h.session.authenticated).toBe(false)
  })

  it('R-AUTH-09 other errors are thrown at once, without retry or logout', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.answer.mockRejectedValue(new NotFound('gone'))
    await expect(h.session.call('teachers', 'find', {})).rejects.toMatchObject({ name: 'NotFound' })
    expect(h.answer).toHaveBeenCalledTimes(1)
    expect(h.listener.onLogout).not.toHaveBeenCalled()
  })

  it.each([
    ['not authenticated', new NotAuthenticated('invalid token')],
    ['not found', new NotFound('user gone')]
  ])('R-AUTH-10 re-authentication refused as %s removes the token and logs out', async (_name, refusal) => {
    h = harness((data) => (data.strategy === 'jwt' ? refusal : undefined))
    await h.session.login('a@example.com', 'secret123')
    h.socket.drop()
    h.socket.restore()
    await expect(h.session.call('teachers', 'find', {})).rejects.toBe(refusal)
    expect(h.answer).not.toHaveBeenCalled()
    expect(h.storage.has('feathers-jwt')).toBe(false)
    expect(h.listener.onLogout).toHaveBeenCalledExactlyOnceWith(true, refusal)
  })

  it('R-AUTH-10 a forged stored token at start ends the session', async () => {
    h = harness((data) =>
      data.accessToken === 'forged' ? new NotAuthenticated('invalid signature') : undefined
    )
    h.storage.set('feathers-jwt', 'forged')
    await expect(h.session.reAuthenticate()).rejects.toMatchObject({ name: 'NotAuthenticated' })
    expect(h.storage.has('feathers-jwt')).toBe(false)
    expect(h.listener.onLogout).toHaveBeenCalledWith(
      true,
      expect.objectContaining({ message: 'invalid signature' })
    )
  })

  it('R-AUTH-11 an authentication timeout clears the authenticated state but keeps the token', async () => {
    const timeout = new Timeout('Timeout of 30000ms exceeded calling create on authentication')
    const timed = harness((data) => (data.strategy === 'jwt' ? timeout : undefined))
    await timed.session.login('a@example.com', 'secret123')
    timed.socket.drop()
    timed.socket.restore()
    await expect(timed.session.call('teachers', 'find', {})).rejects.toBe(timeout)
    expect(timed.session.authenticated).toBe(false)
    expect(timed.storage.get('feathers-jwt')).toBe('token-1')
    expect(timed.listener.onLogout).not.toHaveBeenCalled()
  })

  it('R-AUTH-06 logout signs out on the server and forgets the token', async () => {
    await h.session.login('a@example.com', 'secret123')
    await h.session.logout()
    expect(h.storage.has('feathers-jwt')).toBe(false)
    expect(h.listener.onLogout).toHaveBeenCalledExactlyOnceWith(false, undefined)
    expect(h.session.authenticated).toBe(false)
  })

  it('R-AUTH-06 logout before the socket has signed in ends the session over HTTP', async () => {
    const signOut = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'))
    vi.stubGlobal('fetch', signOut)
    try {
      h.storage.set('feathers-jwt', 'stored-token')
      await h.session.logout()
      expect(signOut).toHaveBeenCalledOnce()
      const [url, init] = signOut.mock.calls[0]
      expect([url, init.method, (init.headers as Record<string, string>).Authorization]).toEqual([
        '/api/authentication',
        'DELETE',
        'Bearer stored-token'
      ])
      expect(h.storage.has('feathers-jwt')).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('R-AUTH-06 logout waits for the page cookie under way, so that the server does not refuse it', async () => {
    let setCookie = () => {}
    const cookie = vi.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => (setCookie = () => resolve(new Response(null, { status: 204 }))))
    )
    vi.stubGlobal('fetch', cookie)
    try {
      await h.session.login('a@example.com', 'secret123')
      void setSessionCookie('token-1')
      const ended = h.session.logout()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(h.signOuts).toBe(0)
      setCookie()
      await ended
      expect(h.signOuts).toBe(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('R-AUTH-06 logout waits for a re-authentication under way, so that it does not sign in again', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.socket.drop()
    h.socket.restore()
    const pending = h.session.reAuthenticate()
    await h.session.logout()
    await pending
    expect(h.listener.onLogout).toHaveBeenCalledExactlyOnceWith(false, undefined)
    expect(h.listener.onLogin.mock.invocationCallOrder.at(-1)!).toBeLessThan(
      h.listener.onLogout.mock.invocationCallOrder[0]
    )
    expect(h.storage.has('feathers-jwt')).toBe(false)
  })

  it('R-AUTH-09 the refusal that ended the session is handed on, for the login page to say why', async () => {
    await h.session.login('a@example.com', 'secret123')
    const frozen = new NotAuthenticated('This account is frozen', { code: 'accountFrozen' })
    h.answer.mockRejectedValue(frozen)
    await expect(h.session.call('teachers', 'find', {})).rejects.toBe(frozen)
    expect(h.listener.onLogout).toHaveBeenCalledExactlyOnceWith(true, frozen)
  })

  it('R-AUTH-09 a call made after the session ended does not replace the refusal that ended it', async () => {
    await h.session.login('a@example.com', 'secret123')
    const ended = new NotAuthenticated('ended', { code: 'sessionEnded', reason: 'endedByUser' })
    h.answer.mockRejectedValue(ended)
    await expect(h.session.call('teachers', 'find', {})).rejects.toBe(ended)
    await expect(h.session.call('teachers', 'find', {})).rejects.toMatchObject({ name: 'NotAuthenticated' })
    expect(h.listener.onLogout).toHaveBeenCalledExactlyOnceWith(true, ended)
    await h.session.login('a@example.com', 'secret123')
    h.answer.mockRejectedValue(new NotAuthenticated('frozen', { code: 'accountFrozen' }))
    await expect(h.session.call('teachers', 'find', {})).rejects.toMatchObject({ name: 'NotAuthenticated' })
    expect(h.listener.onLogout).toHaveBeenCalledTimes(2)
  })

  it('R-AUTH-15 another tab signing in as someone else: signed out on the server, the next call signs in with the stored token', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.storage.set('feathers-jwt', 'token-of-b')
    await h.session.renew('token-of-b')
    expect(h.signOuts).toBe(1)
    expect(h.session.authenticated).toBe(false)
    expect(h.storage.get('feathers-jwt')).toBe('token-of-b')
    await h.session.call('teachers', 'find', {})
    expect(h.authCalls.at(-1)).toEqual({ strategy: 'jwt', accessToken: 'token-of-b' })
    expect(h.listener.onLogout).not.toHaveBeenCalled()
  })

  it('R-AUTH-15 a connection that already signed in with the stored token is left as it is', async () => {
    await h.session.login('a@example.com', 'secret123')
    await h.session.renew('token-1')
    expect(h.signOuts).toBe(0)
    expect(h.session.authenticated).toBe(true)
  })

  it('re-authenticates once for calls made together', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.socket.drop()
    h.socket.restore()
    await Promise.all([1, 2, 3].map(() => h.session.call('teachers', 'find', {})))
    expect(h.authCalls.filter((data) => data.strategy === 'jwt')).toHaveLength(1)
  })

  it('a session ended after another tab stored a new token keeps that token and stays signed in', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.storage.set('feathers-jwt', 'token-of-other-tab')
    h.answer.mockRejectedValueOnce(
      new NotAuthenticated('ended', { code: 'sessionEnded', reason: 'endedByUser' })
    )
    await expect(h.session.call('teachers', 'find', {})).resolves.toEqual({ total: 3 })
    expect(h.authCalls.at(-1)).toEqual({ strategy: 'jwt', accessToken: 'token-of-other-tab' })
    expect(h.storage.get('feathers-jwt')).toBe('token-2')
    expect(h.listener.onLogout).not.toHaveBeenCalled()
  })

  it('ending removes the stored token only when it is the one this connection used', async () => {
    await h.session.login('a@example.com', 'secret123')
    h.answer.mockImplementation(async () => {
      // Another tab signs in while this connection's calls are refused.
      h.storage.set('feathers-jwt', 'token-of-other-tab')
      throw new NotAuthenticated('ended', { code: 'sessionEnded', reason: 'endedByUser' })
    })
    await expect(h.session.call('teachers', 'find', {})).rejects.toMatchObject({ name: 'NotAuthenticated' })
    expect(h.storage.get('feathers-jwt')).toBe('token-of-other-tab')
    expect(h.listener.onLogout).not.toHaveBeenCalled()
  })
})
