import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import buildWeb from '../../../web/e2e/support/build-web'
import { createRenderPool } from '../../src/rendering/page-render-pool'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist')
const COOKIE = 'console-session'

let server: TestServer
let editor: Account

/** The session cookie as the server sets it for a token: `name=value`, or undefined when refused. */
const sessionCookie = async (token: string) => {
  const response = await fetch(`${server.url}/api/session-cookie`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` }
  })
  return response.status === 204 ? response.headers.get('set-cookie')!.split(';')[0] : undefined
}

/** A page as a browser with this cookie gets it. */
const page = async (address: string, cookie?: string) => {
  const response = await fetch(server.url + address, { headers: cookie ? { cookie } : {} })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/** The files a page links for the browser to fetch at once, besides those of every page. */
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])

/** The queries a page carries for the console to start from, by key. */
const carried = (html: string): Array<{ key: unknown[]; data: any }> =>
  JSON.parse(/<script type="application\/json" id="console-state">([^<]*)<\/script>/.exec(html)![1]).queries

const rowCount = (html: string) => html.match(/data-testid="row"/g)?.length ?? 0

/** An access token of the server's own, made with a start time in the past (so already expired). */
const expiredToken = (userId: string) =>
  server.app.service('authentication').createAccessToken({
    sub: userId,
    iat: Math.floor(Date.now() / 1000) - 3 * 24 * 3600
  })

beforeAll(async () => {
  buildWeb()
  server = await startTestServer({ SEED_DEMO: 'true', WEB_DIST })
  editor = await server.signIn({ role: 'editor' })
}, 180_000)
afterAll(() => server?.stop())

describe('the session cookie of page requests', () => {
  it('is set from a valid token: HttpOnly, SameSite=Strict, Path=/, expiring with the token', async () => {
    const response = await fetch(`${server.url}/api/session-cookie`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.admin.token}` }
    })
    expect(response.status).toBe(204)
    const header = response.headers.get('set-cookie')!
    expect(header).toMatch(new RegExp(`^${COOKIE}=${server.admin.token.replace(/\./g, '\\.')};`))
    expect(header.toLowerCase()).toContain('httponly')
    expect(header.toLowerCase()).toContain('samesite=strict')
    expect(header.toLowerCase()).toContain('path=/')
    expect(header.toLowerCase()).not.toContain('secure')
    const { exp } = JSON.parse(Buffer.from(server.admin.token.split('.')[1], 'base64url').toString())
    expect(new Date(/expires=([^;]+)/i.exec(header)![1]).getTime()).toBe(exp * 1000)
  })

  it('is refused without a token, with a forged or an expired one (401, no cookie)', async () => {
    const [head, body] = server.admin.token.split('.')
    for (const authorization of [
      undefined,
      'Bearer not-a-token',
      `Bearer ${head}.${body}.forged-signature`,
      `Bearer ${await expiredToken(server.admin.user._id)}`
    ]) {
      const response = await fetch(`${server.url}/api/session-cookie`, {
        method: 'POST',
        headers: authorization ? { authorization } : {}
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('is cleared by DELETE', async () => {
    const response = await fetch(`${server.url}/api/session-cookie`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    const header = response.headers.get('set-cookie')!
    expect(header).toMatch(new RegExp(`^${COOKIE}=;`))
    expect(header).toContain('expires=Thu, 01 Jan 1970')
  })

  it('is Secure when the request came over https', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' })
    try {
      const response = await fetch(`${proxied.url}/api/session-cookie`, {
        method: 'POST',
        headers: { authorization: `Bearer ${proxied.token}`, 'x-forwarded-proto': 'https' }
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('set-cookie')!.toLowerCase()).toContain('secure')
    } finally {
      await proxied.stop()
    }
  })

  it('is never authentication for the API: a call with only the cookie gets 401', async () => {
    const cookie = (await sessionCookie(server.admin.token))!
    for (const address of ['/api/teachers', '/api/schemas', '/api/users']) {
      const response = await fetch(server.url + address, { headers: { cookie } })
      expect(response.status).toBe(401)
    }
    const batch = await fetch(`${server.url}/api/batch`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ finds: [{ service: 'teachers' }] })
    })
    expect(batch.status).toBe(401)
  })
})

describe('list pages rendered on the server', () => {
  it('answers a signed-in list page with its first rows, its CSS and its data, never cached', async () => {
    const first = await server.request('GET', '/api/teachers?$limit=10&$sort[created]=-1')
    const { status, headers, html } = await page('/teachers', await sessionCookie(server.admin.token))
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(headers.get('vary')).toContain('Cookie')
    expect(rowCount(html)).toBe(10)
    for (const teacher of first.body.data) {
      expect(html).toContain(`data-id="${teacher._id}"`)
      expect(html).toContain(teacher.name)
    }
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/)
    expect(html).toContain('data-testid="menu"')
    expect(html).toContain('<title>導師 | Admin</title>')
    const state = /<script type="application\/json" id="console-state">([^<]*)<\/script>/.exec(html)![1]
    const data = JSON.parse(state)
    expect(data.user._id).toBe(server.admin.user._id)
    expect(data.queries.map((query: { key: unknown[] }) => query.key[0])).toContain('schemas')
  })

  it('renders in the language of the URL and with the list state of the URL', async () => {
    const cookie = await sessionCookie(server.admin.token)
    const english = await page('/en/teachers', cookie)
    expect(english.html).toContain('<html lang="en"')
    expect(english.html).toContain('<title>Teachers | Admin</title>')
    const sorted = await server.request('GET', '/api/teachers?$limit=5&$sort[hourlyRate]=1&$select[]=_id')
    const q = encodeURIComponent(
      JSON.stringify({ sort: [{ field: 'hourlyRate', desc: false }], rowsPerPage: 5 })
    )
    const { html } = await page(`/zh-cn/teachers?q=${q}`, cookie)
    expect(html).toContain('<html lang="zh-Hans-CN"')
    expect(rowCount(html)).toBe(5)
    expect(html.match(/data-testid="row" data-id="([^"]+)"/)?.[1]).toBe(sorted.body.data[0]._id)
  })

  it('serves the plain page without a cookie, with a forged or expired one, and for a frozen account', async () => {
    const plain = await page('/teachers')
    expect(rowCount(plain.html)).toBe(0)
    expect(plain.html).toContain('<div id="root"></div>')
    const [head, body] = server.admin.token.split('.')
    for (const cookie of [
      `${COOKIE}=${head}.${body}.forged`,
      `${COOKIE}=${await expiredToken(server.admin.user._id)}`
    ]) {
      const answer = await page('/teachers', cookie)
      expect(answer.status).toBe(200)
      expect(answer.html).toBe(plain.html)
    }
    const frozen = await server.signIn({ role: 'admin' })
    const cookie = await sessionCookie(frozen.token)
    expect(rowCount((await page('/teachers', cookie)).html)).toBe(10)
    await server.request('PATCH', `/api/users/${frozen.user._id}`, { status: 'frozen' })
    expect((await page('/teachers', cookie)).html).toBe(plain.html)
  })

  it('renders only list pages the user may read: an editor gets teachers but not /admins', async () => {
    const cookie = await sessionCookie(editor.token)
    expect((await editor.request('GET', '/api/users')).status).toBe(403)
    expect(rowCount((await page('/teachers', cookie)).html)).toBe(10)
    const admins = await page('/admins', cookie)
    expect(admins.status).toBe(200)
    expect(admins.html).toContain('<div id="root"></div>')
    expect(rowCount((await page('/admins', await sessionCookie(server.admin.token))).html)).toBeGreaterThan(0)
  })

  it('serves the plain page for an unknown path, the profile and an editor screen', async () => {
    const cookie = await sessionCookie(server.admin.token)
    for (const address of ['/en/profile', '/notASchema', '/teachers/edit/1']) {
      const answer = await page(address, cookie)
      expect(answer.status).toBe(200)
      expect(answer.html).toContain('<div id="root"></div>')
    }
  })

  it('links the list’s code for the browser to fetch with the page', async () => {
    const { html } = await page('/teachers', await sessionCookie(server.admin.token))
    const links = preloaded(html)
    expect(links.some((file) => /^\/assets\/list-[\w-]+\.js$/.test(file))).toBe(true)
    for (const file of links) expect((await fetch(server.url + file)).status).toBe(200)
  })

  it('never answers 500 for a malformed list state', async () => {
    const cookie = await sessionCookie(server.admin.token)
    for (const query of [
      'q=%7Bbad',
      'q=%E0%A4%A',
      `q=${encodeURIComponent('{"sort":[{"field":"nope","desc":3}],"page":-4,"rowsPerPage":"x"}')}`,
      `q=${encodeURIComponent('{"conditions":[{"path":"name","op":"$nope","value":{"$where":1}}]}')}`,
      `q=${encodeURIComponent('{"keyword":' + JSON.stringify('x'.repeat(5000)) + '}')}`,
      'q[]=1&q[$where]=2'
    ]) {
      const answer = await page(`/teachers?${query}`, cookie)
      expect(answer.status).toBe(200)
      expect(answer.html).toContain('<div id="root">')
    }
  })
})

describe('the dashboard for a signed-in browser', () => {
  it('comes drawn, charts and all, with its CSS, its data and links to its code, never cached (issue 38)', async () => {
    const { status, headers, html } = await page('/dashboard', await sessionCookie(server.admin.token))
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('<title>儀表板 | Admin</title>')
    // Seen at once, usable once the console has taken it over.
    expect(html).toContain('<div id="root"><div inert>')
    expect(html).toContain('data-charts-drawn="true"')
    expect(html).toContain('每週新增導師及個案')
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/)
    const queries = carried(html)
    const keys = queries.map((query) => JSON.stringify(query.key))
    expect(keys).toContain('["schemas"]')
    expect(keys).toContain('["translationGaps"]')
    expect(keys.some((key) => key.startsWith('["teachers","weekly"'))).toBe(true)
    expect(keys.some((key) => key.startsWith('["findTeachers","byEnum","status"]'))).toBe(true)
    const counts = queries.find((query) => query.key[1] === 'summaries')!.data
    const teachers = await server.request('GET', '/api/teachers?$limit=0')
    expect(counts.teachers).toEqual({ total: teachers.body.total })
    const changes = queries.find((query) => query.key[1] === 'changes')!.data
    const newest = await server.request('GET', '/api/changes?$limit=10')
    expect(changes.map((entry: any) => entry.change._id)).toEqual(
      newest.body.data.map((change: { _id: string }) => change._id)
    )
    const links = preloaded(html)
    expect(links.some((file) => /^\/assets\/dashboard-[\w-]+\.js$/.test(file))).toBe(true)
    for (const file of links) expect((await fetch(server.url + file)).status).toBe(200)
  })

  it('carries only what the person may read, in the language of the URL', async () => {
    const { html } = await page('/en/dashboard', await sessionCookie(editor.token))
    expect(html).toContain('<title>Dashboard | Admin</title>')
    const queries = carried(html)
    const counted = Object.keys(queries.find((query) => query.key[1] === 'summaries')!.data)
    expect(counted).toContain('teachers')
    expect(counted).not.toContain('users')
    expect((await editor.request('GET', '/api/users?$limit=0')).status).toBe(403)
  })

  it('is the plain page without a valid cookie', async () => {
    const plain = await page('/dashboard')
    expect(plain.html).not.toContain('console-state')
    expect(preloaded(plain.html).some((file) => file.includes('dashboard-'))).toBe(false)
  })
})

describe('the renderer warmed up at start (issue 38)', () => {
  const rendererFile = path.resolve(WEB_DIST, '../dist-ssr/renderPage.js')
  const schemas = () => server.app.service('schemas').find({ query: {} })

  it('renders the dashboard and a paged list once in each thread, in turn, from the catalogue alone', async () => {
    const pool = createRenderPool(rendererFile, 2)
    try {
      // The warm-up has no find call: a render asking the server for rows would fail it.
      const rendered = await pool.warm({ schemas })
      expect(rendered).toHaveLength(4)
      expect(rendered.filter((path) => path === '/dashboard')).toHaveLength(2)
      const list = rendered.find((path) => path !== '/dashboard')!
      expect(rendered.filter((path) => path === list)).toHaveLength(2)
      expect(list).toMatch(/^\/\w+$/)
      // A real page still renders after the warm-up, with its own data.
      const page = await pool.render(
        { url: '/en/teachers', user: server.admin.user, view: { width: 1280, dark: false } },
        { schemas, find: (service, query) => server.app.service(service as 'teachers').find({ query }) }
      )
      expect(page?.title).toContain('Teachers')
    } finally {
      await pool.close()
    }
  })

  it('only loads the renderer without the catalogue, or with a single thread (a first page would wait)', async () => {
    for (const [threads, calls] of [
      [2, undefined],
      [1, { schemas }]
    ] as const) {
      const pool = createRenderPool(rendererFile, threads)
      try {
        expect(await pool.warm(calls)).toEqual([])
      } finally {
        await pool.close()
      }
    }
  })
})
