import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../support/raw-http'
import { actors, encodeLoose } from './call-builders'
import { FuzzTarget, type Call } from './fuzz-target'
import { hostileIdText } from './hostile-ids'
import {
  contentEncodings,
  contentTypes,
  encodedBodies,
  METHODS,
  ODD_SEGMENTS,
  QUERIES,
  ROUTES
} from './hostile-http'
import { PROTOTYPE_NAMES } from './hostile-values'

/**
 * Hostile paths, methods, headers and body encodings against the API and the pages: an answer
 * below 500 (Feathers JSON for a 4xx under /api), a live process, no data changed by a refusal.
 */
let target: FuzzTarget
let sessionCookie = ''
const minute = 120_000

beforeAll(async () => {
  target = await FuzzTarget.start()
  const answer = await rawRequest(target.server.url, {
    method: 'POST',
    path: '/api/session-cookie',
    headers: { authorization: `Bearer ${target.server.admin.token}` }
  })
  sessionCookie = String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0]
}, minute)
afterAll(async () => {
  if (target) console.info(`fuzz http: ${target.summary()}`)
  await target?.stop()
})

/**
 * Whether a path is served by the API (Feathers JSON expected on a 4xx). socket.io's own endpoint
 * answers in its protocol's format.
 */
const isApi = (path: string) =>
  (path === '/api' || path.startsWith('/api/')) && !path.startsWith('/api/socket.io')

describe('hostile paths, headers and encodings (R-ERR-08)', () => {
  it(
    'paths of random segments, encoded characters, dot segments and prototype names, on the API and the pages',
    async () => {
      const names = target.collections.map((collection) => collection.name)
      const segment = fc.oneof(
        { arbitrary: fc.constantFrom(...names), weight: 3 },
        { arbitrary: fc.constantFrom(...ROUTES), weight: 2 },
        { arbitrary: fc.constantFrom(...ODD_SEGMENTS), weight: 3 },
        { arbitrary: hostileIdText.map(encodeLoose), weight: 2 }
      )
      // Every route the server has, whatever the method.
      const known = fc
        .constantFrom(
          'session-cookie',
          'health',
          'schemas',
          'batch',
          'authentication',
          'changePassword',
          'listSettings',
          'listSettings/x',
          'users/pic/x',
          'import/teachers',
          'export/teachers',
          'attachments/x.webp',
          'attachments/x.small.jpg',
          'thumbs/x.jpg',
          'socket.io/'
        )
        .map((route) => `/api/${route}`)
      const random = fc
        .tuple(fc.boolean(), fc.array(segment, { minLength: 1, maxLength: 4 }))
        .map(([api, segments]) => `${api ? '/api/' : '/'}${segments.join('/')}`)
      const calls: fc.Arbitrary<Call> = fc
        .tuple(
          actors,
          fc.constantFrom(...METHODS),
          fc.oneof({ arbitrary: random, weight: 4 }, { arbitrary: known, weight: 1 }),
          fc.constantFrom(...QUERIES),
          fc.boolean()
        )
        .map(([actor, method, route, query, withCookie]) => {
          const path = `${route}${query}`
          const bodied = method === 'POST' || method === 'PUT' || method === 'PATCH'
          return {
            transport: 'rest',
            actor,
            method,
            path,
            headers: withCookie && sessionCookie ? { cookie: sessionCookie } : ({} as Record<string, string>),
            ...(bodied ? { json: { name: 'Path fuzz' } } : {}),
            plain: !isApi(path) || method === 'HEAD'
          }
        })
      await target.expectNoFindings(await target.fuzz('http-paths', calls, 300))
    },
    minute
  )

  it(
    'content types, charsets and content encodings that do not match the body',
    async () => {
      // A bomb is built once, not once per case.
      const built = new Map<string, Buffer>()
      const bytesOf = ([name, make]: [string, () => Buffer]) =>
        built.get(name) ?? built.set(name, make()).get(name)!
      const names = target.collections.map((collection) => collection.name)
      const route = fc.oneof(
        { arbitrary: fc.constantFrom(...names).map((name) => [`/api/${name}`, name] as const), weight: 4 },
        {
          arbitrary: fc
            .constantFrom(...names.filter((name) => target.idsOf(name).length))
            .chain((name) =>
              fc.constantFrom(...target.idsOf(name)).map((id) => [`/api/${name}/${id}`, name] as const)
            ),
          weight: 2
        },
        {
          arbitrary: fc
            .constantFrom('/api/authentication', '/api/batch', '/api/changePassword', '/api/session-cookie')
            .map((path) => [path, undefined] as const),
          weight: 1
        }
      )
      const calls: fc.Arbitrary<Call> = fc
        .tuple(
          actors,
          fc.constantFrom('POST', 'PATCH', 'PUT'),
          route,
          contentTypes,
          contentEncodings,
          encodedBodies
        )
        .map(([actor, method, [path, collection], type, coding, chosen]) => {
          const withId = path.split('/').length > 3
          const verb = withId ? (method === 'POST' ? 'PATCH' : method) : 'POST'
          return {
            transport: 'rest',
            actor,
            method: verb,
            path,
            headers: {
              ...(type ? { 'content-type': type } : {}),
              ...(coding ? { 'content-encoding': coding } : {})
            },
            body: bytesOf(chosen),
            ...(collection ? { writes: collection, ...(withId ? { target: path.split('/')[3] } : {}) } : {})
          }
        })
      await target.expectNoFindings(await target.fuzz('http-encodings', calls, 300))
    },
    minute
  )

  it(
    'authorization, cookie, accept and forwarding headers of every odd kind',
    async () => {
      const token = target.server.admin.token
      const header = fc.constantFrom<[string, string]>(
        ['authorization', 'Bearer'],
        ['authorization', 'Bearer  '],
        ['authorization', 'Bearer x.y.z'],
        ['authorization', `bearer ${token}`],
        ['authorization', `Bearer ${token}x`],
        ['authorization', `Bearer ${token.split('.').slice(0, 2).join('.')}.`],
        ['authorization', 'Basic YTpi'],
        ['authorization', `Bearer ${'x'.repeat(8000)}`],
        [
          'authorization',
          `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`
        ],
        ['cookie', 'console-session=%ZZ'],
        ['cookie', `console-session=${token}`],
        ['cookie', 'console-session=x; console-session=y'],
        ['cookie', `${'a=b; '.repeat(500)}`],
        ['accept', 'application/xml;q=0.9, */*;q=-1'],
        ['accept-encoding', 'br;q=2, gzip;q=nan'],
        ['accept-language', 'x'.repeat(2000)],
        ['x-forwarded-for', 'not an address, 999.1.1.1'],
        ['x-forwarded-proto', 'gopher'],
        ['origin', 'null'],
        ['range', 'bytes=99999999999-'],
        ['if-none-match', '*'],
        ['if-modified-since', 'yesterday'],
        ['host', 'evil.example:99999']
      )
      const names = target.collections.map((collection) => collection.name)
      const path = fc.oneof(
        fc.constantFrom(...names).map((name) => `/api/${name}`),
        fc.constantFrom(
          '/api/schemas',
          '/api/users',
          '/api/export/teachers?format=csv',
          '/api/users/pic/x',
          '/',
          '/teachers',
          '/en/teachers/edit/x'
        )
      )
      const calls: fc.Arbitrary<Call> = fc
        .tuple(
          actors,
          fc.constantFrom('GET', 'GET', 'POST', 'DELETE'),
          path,
          fc.array(header, { minLength: 1, maxLength: 3 })
        )
        .map(([actor, method, chosen, headers]) => ({
          transport: 'rest',
          actor,
          method,
          path: chosen,
          headers: Object.fromEntries(headers),
          ...(method === 'POST' ? { json: { name: 'Header fuzz' } } : {}),
          plain: !isApi(chosen) || chosen.startsWith('/api/export/') || chosen.startsWith('/api/users/pic/')
        }))
      await target.expectNoFindings(await target.fuzz('http-headers', calls, 250))
    },
    minute
  )

  // Last: the failed sign-ins here slow down and then refuse further ones from this address.
  it(
    'sign-in and password-change bodies of every odd shape never sign anyone in',
    async () => {
      const email = target.server.admin.email
      const operatorValue = fc.constantFrom<unknown>({ $ne: null }, { $gt: '' }, [], [email], true, null, 0, {
        $regex: '.*'
      })
      const token = target.server.admin.token
      const [head, payload] = token.split('.')
      const forged = fc.constantFrom(
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
        `${head}.${payload}.`,
        `${head}.${Buffer.from('{"sub":"x","exp":99999999999}').toString('base64url')}.${token.split('.')[2]}`,
        'x.y.z',
        ''
      )
      const body = fc.oneof(
        fc.record({
          strategy: fc.constant('local'),
          email: fc.oneof(fc.constant(email), operatorValue, fc.constantFrom(...PROTOTYPE_NAMES)),
          password: fc.oneof(operatorValue, fc.constantFrom('', 'x'.repeat(100_000), '\u0000', '\ud800'))
        }),
        fc.record({ strategy: fc.constant('jwt'), accessToken: fc.oneof(forged, operatorValue) }),
        fc.record({
          strategy: fc.constantFrom<unknown>('', 'none', '__proto__', 'constructor', 'toString', ['local'], {
            $ne: null
          }),
          email: fc.constant(email),
          password: fc.constant('x')
        }),
        fc.constantFrom<unknown>(null, [], 'local', 0, {})
      )
      const calls: fc.Arbitrary<Call> = fc
        .tuple(fc.constantFrom('rest', 'socket', 'password'), body)
        .map(([route, data]) => {
          if (route === 'socket')
            return {
              transport: 'socket',
              actor: 'anonymous',
              method: 'create',
              path: 'authentication',
              args: [data]
            }
          if (route === 'password')
            return {
              transport: 'rest',
              actor: 'editor',
              method: 'POST',
              path: '/api/changePassword',
              json: { oldPassword: (data as any)?.password, newPassword: (data as any)?.email }
            }
          return {
            transport: 'rest',
            actor: 'anonymous',
            method: 'POST',
            path: '/api/authentication',
            json: data
          }
        })
      const signedIn = (call: Call, outcome: { status: number }) =>
        outcome.status >= 200 && outcome.status < 300
          ? `a hostile ${call.path.includes('changePassword') ? 'password change' : 'sign-in'} succeeded`
          : undefined
      await target.expectNoFindings(await target.fuzz('http-sign-in', calls, 200, signedIn))
    },
    minute
  )

  it(
    'requests beyond the HTTP parser limits are refused without harm',
    async () => {
      for (const path of [`/api/teachers?name=${'x'.repeat(20_000)}`, `/api/${'x'.repeat(100_000)}`]) {
        const answer = await rawRequest(target.server.url, { method: 'GET', path, timeoutMs: 10_000 })
        expect(
          answer.status === 0 || (answer.status >= 400 && answer.status < 500),
          `GET ${path.slice(0, 40)}… → ${answer.status} ${answer.error ?? ''}`
        ).toBe(true)
      }
      const cookie = await rawRequest(target.server.url, {
        method: 'GET',
        path: '/api/health',
        headers: { cookie: 'a'.repeat(40_000) }
      })
      expect(
        cookie.status === 0 || (cookie.status >= 400 && cookie.status < 500),
        `a 40 kB cookie → ${cookie.status}`
      ).toBe(true)
      expect(await target.alive(), 'GET /api/health afterwards').toBe(true)
    },
    minute
  )
})
