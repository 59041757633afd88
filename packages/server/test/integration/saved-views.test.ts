import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventOf } from '../support/event-of'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer
let editor: Account
let otherEditor: Account

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor' })
  otherEditor = await server.signIn({ role: 'editor' })
})
afterAll(() => server?.stop())

const draftNews = {
  keyword: 'exam',
  conditions: [{ path: 'status', cond: 'in', value1: ['draft'] }],
  sort: [{ field: 'modified', desc: true }],
  rowsPerPage: 50,
  columns: [{ field: 'title' }, { field: 'status', width: 120 }]
}

const view = (body: Record<string, unknown>) => ({ list: '/news', name: 'Drafts', state: draftNews, ...body })

describe('saved views of a list: own, a role’s, everyone’s (R-LIST-08, R-ROLE-09)', () => {
  it('R-AUTH-13 answers 401 without a token', async () => {
    expect((await server.client().request('GET', '/api/savedViews')).status).toBe(401)
    expect((await server.client().request('POST', '/api/savedViews', view({}))).status).toBe(401)
  })

  it('keeps a person’s own view with its state and short link id; others do not see it', async () => {
    const created = await editor.request('POST', '/api/savedViews', view({}))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      owner: editor.user._id,
      list: '/news',
      name: 'Drafts',
      audience: 'own',
      role: null,
      state: draftNews
    })
    expect(created.body.shortId).toMatch(/^[a-z0-9]{10}$/)
    const byShortId = await editor.request('GET', `/api/savedViews/${created.body.shortId}`)
    expect(byShortId.body._id).toBe(created.body._id)
    expect(
      (await editor.request('GET', '/api/savedViews?list=/news')).body.data.map((v: any) => v._id)
    ).toContain(created.body._id)
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined]
    ] as const)
      expect((await otherEditor.request(method, `/api/savedViews/${created.body._id}`, body)).status).toBe(
        404
      )
    expect((await otherEditor.request('GET', `/api/savedViews/${created.body.shortId}`)).status).toBe(404)
    expect((await otherEditor.request('GET', '/api/savedViews')).body.data).toEqual([])
  })

  it('shares a view with a role or everyone, admins only; only the owner or an admin edits or removes it', async () => {
    expect((await editor.request('POST', '/api/savedViews', view({ audience: 'everyone' }))).status).toBe(403)
    expect(
      (await editor.request('POST', '/api/savedViews', view({ audience: 'role', role: 'editor' }))).status
    ).toBe(403)
    const forEditors = await server.request(
      'POST',
      '/api/savedViews',
      view({ name: 'Editors', audience: 'role', role: 'editor' })
    )
    const forAdmins = await server.request(
      'POST',
      '/api/savedViews',
      view({ name: 'Admins', audience: 'role', role: 'admin' })
    )
    const forAll = await server.request(
      'POST',
      '/api/savedViews',
      view({ name: 'All', audience: 'everyone' })
    )
    expect([forEditors.status, forAdmins.status, forAll.status]).toEqual([201, 201, 201])
    const seen = (await otherEditor.request('GET', '/api/savedViews?list=/news')).body.data.map(
      (v: any) => v.name
    )
    expect(seen).toEqual(['All', 'Editors'])
    expect((await otherEditor.request('GET', `/api/savedViews/${forAdmins.body._id}`)).status).toBe(404)
    expect(
      (await otherEditor.request('PATCH', `/api/savedViews/${forAll.body._id}`, { name: 'Taken' })).status
    ).toBe(403)
    expect((await otherEditor.request('DELETE', `/api/savedViews/${forEditors.body._id}`)).status).toBe(403)
    // Someone not an admin cannot widen their own view either.
    const own = await otherEditor.request('POST', '/api/savedViews', view({ name: 'Mine' }))
    expect(
      (await otherEditor.request('PATCH', `/api/savedViews/${own.body._id}`, { audience: 'everyone' })).status
    ).toBe(403)
    const renamed = await otherEditor.request('PATCH', `/api/savedViews/${own.body._id}`, {
      name: 'Mine, renamed'
    })
    expect(renamed.body).toMatchObject({ name: 'Mine, renamed', state: draftNews })
    // An admin edits and removes anyone's view.
    expect(
      (await server.request('PATCH', `/api/savedViews/${own.body._id}`, { name: 'Tidied' })).body.name
    ).toBe('Tidied')
    expect(
      (await server.request('PATCH', `/api/savedViews/${forEditors.body._id}`, { audience: 'own' })).body
    ).toMatchObject({
      audience: 'own',
      role: null
    })
    expect((await otherEditor.request('GET', `/api/savedViews/${forEditors.body._id}`)).status).toBe(404)
    expect((await server.request('DELETE', `/api/savedViews/${own.body._id}`)).status).toBe(200)
    expect((await otherEditor.request('GET', `/api/savedViews/${own.body._id}`)).status).toBe(404)
  })

  it('refuses to open a view of a list the person may not read, even one shared with everyone', async () => {
    const admins = await server.request('POST', '/api/savedViews', {
      list: '/admins',
      name: 'Frozen staff',
      audience: 'everyone',
      state: { keyword: '', conditions: [], sort: [], rowsPerPage: 20 }
    })
    expect(admins.status).toBe(201)
    expect((await editor.request('GET', `/api/savedViews/${admins.body._id}`)).status).toBe(403)
    expect((await editor.request('GET', `/api/savedViews/${admins.body.shortId}`)).status).toBe(403)
    expect((await editor.request('GET', '/api/savedViews')).body.data.map((v: any) => v.list)).not.toContain(
      '/admins'
    )
    expect((await editor.request('POST', '/api/savedViews', { ...admins.body, _id: undefined })).status).toBe(
      400
    )
    const own = await editor.request('POST', '/api/savedViews', {
      list: '/admins',
      name: 'x',
      state: admins.body.state
    })
    expect(own.status).toBe(403)
  })

  it('R-ERR-02 refuses unknown fields, operators and parts with 400 naming each place', async () => {
    const bad = await editor.request('POST', '/api/savedViews', {
      list: '/news',
      name: '',
      colour: 'red',
      state: {
        keyword: 3,
        conditions: [
          { path: 'nope', cond: 'in' },
          { path: 'title', cond: 'gt' }
        ],
        sort: [{ field: 'ghost', desc: false }],
        rowsPerPage: 0,
        columns: [{ field: 'passwordish' }],
        page: 2
      }
    })
    expect(bad.status, JSON.stringify(bad.body)).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      [
        'colour',
        'name',
        'state.keyword',
        'state.conditions.0.path',
        'state.conditions.1.cond',
        'state.sort.0.field',
        'state.rowsPerPage',
        'state.columns.0.field',
        'state.page'
      ].sort()
    )
    expect(
      (await editor.request('POST', '/api/savedViews', view({ list: '/nowhere' }))).body.errors
    ).toHaveProperty('list')
    expect(
      (await server.request('POST', '/api/savedViews', view({ audience: 'role' }))).body.errors
    ).toHaveProperty('role')
    expect((await editor.request('GET', '/api/savedViews?owner=x')).status).toBe(400)
  })

  it('sends each event only to the people the view is shown to', async () => {
    const ownerTab = await server.socket(editor.token)
    const otherTab = await server.socket(otherEditor.token)
    const adminTab = await server.socket(server.admin.token)
    try {
      const own = await editor.request('POST', '/api/savedViews', view({ name: 'Evented' }))
      await eventOf(ownerTab, 'savedViews created', (data) => data._id === own.body._id)
      const shared = await server.request(
        'POST',
        '/api/savedViews',
        view({ name: 'Shared', audience: 'everyone' })
      )
      await eventOf(otherTab, 'savedViews created', (data) => data._id === shared.body._id)
      const admins = await server.request('POST', '/api/savedViews', {
        list: '/admins',
        name: 'Admins only',
        audience: 'everyone',
        state: { keyword: '', conditions: [], sort: [], rowsPerPage: 20 }
      })
      await eventOf(adminTab, 'savedViews created', (data) => data._id === admins.body._id)
      await editor.request('DELETE', `/api/savedViews/${own.body._id}`)
      await eventOf(ownerTab, 'savedViews removed', (data) => data._id === own.body._id)
      const leaked = otherTab.events.filter((event) =>
        [own.body._id, admins.body._id].includes(event.data?._id)
      )
      expect(leaked).toEqual([])
    } finally {
      ownerTab.close()
      otherTab.close()
      adminTab.close()
    }
  })
})
