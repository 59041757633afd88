import authentication from '@feathersjs/authentication-client'
import { NotAuthenticated } from '@feathersjs/errors'
import { feathers, type Application } from '@feathersjs/feathers'
import { describe, expect, it, vi } from 'vitest'
import { FakeSocket, user } from '../testing/fakeSocket'
import { Session } from './session'
import { SessionAuthentication } from './sessionAuthentication'

/** An access token as the server makes them: only its times matter to the console. */
const jwtLike = (issued: number, minutes: number) =>
  ['e30', btoa(JSON.stringify({ iat: issued, exp: issued + minutes * 60, sid: 's1' })), 'sig'].join('.')

describe('renewal of short access tokens', () => {
  it('renews the token two thirds into its life with the same session, without asking to sign in', async () => {
    vi.useFakeTimers()
    try {
      const now = Math.floor(Date.now() / 1000)
      const client: Application = feathers()
      const tokens = [jwtLike(now, 15), jwtLike(now + 600, 15)]
      const signIns: Array<Record<string, unknown>> = []
      client.use('authentication', {
        async create(data: Record<string, unknown>) {
          signIns.push(data)
          return { accessToken: data.strategy === 'jwt' ? data.accessToken : tokens[0], user }
        }
      })
      const renew = vi.fn(async () => ({ accessToken: tokens[1] }))
      client.use('sessions/renew', { create: renew })
      const storage = new Map<string, string>()
      client.configure(
        authentication({
          storage: {
            getItem: (key: string) => storage.get(key) ?? null,
            setItem: (key: string, value: string) => void storage.set(key, value),
            removeItem: (key: string) => void storage.delete(key)
          }
        })
      )
      const listener = { onLogin: vi.fn(), onLogout: vi.fn() }
      const session = new Session(client, new FakeSocket(), listener)
      await session.login('a@example.com', 'secret123')
      await vi.advanceTimersByTimeAsync(9 * 60_000)
      expect(renew).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(60_000 + 1000)
      expect(renew).toHaveBeenCalledOnce()
      expect(signIns.at(-1)).toEqual({ strategy: 'jwt', accessToken: tokens[1] })
      expect(storage.get('feathers-jwt')).toBe(tokens[1])
      expect(listener.onLogin).toHaveBeenLastCalledWith(user, tokens[1])
      expect(listener.onLogout).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  describe('a token that expired while the tab slept (R-AUTH-10)', () => {
    const now = () => Math.floor(Date.now() / 1000)
    /** A client whose stored token is `stored`; the server refuses jwt sign-ins with `refuse`. */
    const sleeper = (stored: string, cookie: () => Promise<string>, refuse?: (token: unknown) => unknown) => {
      const client: Application = feathers()
      const signIns: Array<Record<string, unknown>> = []
      client.use('authentication', {
        async create(data: Record<string, unknown>) {
          signIns.push(data)
          const refused = refuse?.(data.accessToken)
          if (refused) throw refused
          return { accessToken: data.accessToken, user }
        }
      })
      const renewOverSocket = vi.fn(async () => ({ accessToken: 'never' }))
      client.use('sessions/renew', { create: renewOverSocket })
      client.use('teachers', { find: async () => ({ total: 3 }) })
      const storage = new Map([['feathers-jwt', stored]])
      client.configure(
        authentication({
          Authentication: SessionAuthentication,
          storage: {
            getItem: (key: string) => storage.get(key) ?? null,
            setItem: (key: string, value: string) => void storage.set(key, value),
            removeItem: (key: string) => void storage.delete(key)
          }
        })
      )
      const listener = { onLogin: vi.fn(), onLogout: vi.fn() }
      const renewWithCookie = vi.fn(cookie)
      const socket = new FakeSocket()
      const session = new Session(client, socket, listener, 3, renewWithCookie)
      return { session, socket, signIns, storage, listener, renewWithCookie, renewOverSocket }
    }

    it('renews with the refresh cookie before the first call instead of asking to sign in', async () => {
      const fresh = jwtLike(now(), 15)
      const t = sleeper(jwtLike(now() - 1200, 15), async () => fresh)
      await expect(t.session.call('teachers', 'find', {})).resolves.toEqual({ total: 3 })
      expect(t.renewWithCookie).toHaveBeenCalledOnce()
      expect(t.signIns).toEqual([{ strategy: 'jwt', accessToken: fresh }])
      expect(t.storage.get('feathers-jwt')).toBe(fresh)
      expect(t.listener.onLogout).not.toHaveBeenCalled()
    })

    it('renews with the cookie when the server finds the token expired, keeping it stored meanwhile', async () => {
      const stale = jwtLike(now(), 15)
      const fresh = jwtLike(now() + 1, 15)
      const expired = new NotAuthenticated('jwt expired', { code: 'sessionExpired' })
      let storedWhenRenewing: string | undefined
      const t = sleeper(
        stale,
        async () => {
          storedWhenRenewing = t.storage.get('feathers-jwt')
          return fresh
        },
        (token) => (token === stale ? expired : undefined)
      )
      await expect(t.session.call('teachers', 'find', {})).resolves.toEqual({ total: 3 })
      expect(storedWhenRenewing).toBe(stale)
      expect(t.storage.get('feathers-jwt')).toBe(fresh)
      expect(t.listener.onLogout).not.toHaveBeenCalled()
    })

    it('renews a signed-in connection whose token expired with the cookie, not over the socket', async () => {
      const first = jwtLike(now() - 1200, 15)
      const fresh = jwtLike(now(), 15)
      const t = sleeper(first, async () => fresh)
      await t.session.loginWith('jwt', first)
      await expect(t.session.call('teachers', 'find', {})).resolves.toEqual({ total: 3 })
      expect(t.renewOverSocket).not.toHaveBeenCalled()
      expect(t.signIns.at(-1)).toEqual({ strategy: 'jwt', accessToken: fresh })
    })

    it('ends the session with the reason when the cookie is refused', async () => {
      const refusal = new NotAuthenticated('ended', { code: 'sessionEnded', reason: 'endedByAdmin' })
      const t = sleeper(jwtLike(now() - 1200, 15), () => Promise.reject(refusal))
      await expect(t.session.call('teachers', 'find', {})).rejects.toBe(refusal)
      expect(t.listener.onLogout).toHaveBeenCalledWith(true, refusal)
      expect(t.storage.has('feathers-jwt')).toBe(false)
    })

    it('keeps the token when the network fails, to try again', async () => {
      const t = sleeper(jwtLike(now() - 1200, 15), () => Promise.reject(new TypeError('Failed to fetch')))
      await expect(t.session.call('teachers', 'find', {})).rejects.toThrow('Failed to fetch')
      expect(t.listener.onLogout).not.toHaveBeenCalled()
      expect(t.storage.has('feathers-jwt')).toBe(true)
    })
  })
})
