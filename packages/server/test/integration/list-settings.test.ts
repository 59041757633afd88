import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventOf } from '../support/event-of'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer
let editor: Account

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor' })
})
afterAll(() => server?.stop())

const teacherColumns = [{ field: 'email', width: 260 }, { field: 'name' }, { field: 'modified' }]

describe('each person keeps their own columns per list (R-LIST-08, per person)', () => {
  it('R-AUTH-13 answers 401 without a token', async () => {
    expect((await server.client().request('GET', '/api/listSettings')).status).toBe(401)
    expect(
      (await server.client().request('POST', '/api/listSettings', { list: '/teachers', columns: [] })).status
    ).toBe(401)
  })

  it('keeps columns in order with widths; saving a list again replaces them under the same id', async () => {
    const created = await editor.request('POST', '/api/listSettings', {
      list: '/teachers',
      columns: teacherColumns
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ user: editor.user._id, list: '/teachers', columns: teacherColumns })
    const again = await editor.request('POST', '/api/listSettings', {
      list: '/teachers',
      columns: [{ field: 'name', width: 120 }]
    })
    expect(again.status).toBe(201)
    expect(again.body._id).toBe(created.body._id)
    const found = await editor.request('GET', '/api/listSettings')
    expect(found.body).toMatchObject({
      total: 1,
      data: [{ list: '/teachers', columns: [{ field: 'name', width: 120 }] }]
    })
    const patched = await editor.request('PATCH', `/api/listSettings/${created.body._id}`, {
      columns: teacherColumns
    })
    expect(patched.status).toBe(200)
    expect((await editor.request('GET', `/api/listSettings/${created.body._id}`)).body.columns).toEqual(
      teacherColumns
    )
    expect((await editor.request('GET', '/api/listSettings?list=/teachers')).body.total).toBe(1)
    expect((await editor.request('GET', '/api/listSettings?list=/news')).body.total).toBe(0)
  })

  it('R-ROLE-09 shows each account its own settings only: another account’s are 404 whatever the method', async () => {
    const mine = await editor.request('POST', '/api/listSettings', {
      list: '/news',
      columns: [{ field: 'title' }]
    })
    const other = await server.signIn({ role: 'editor' })
    expect((await other.request('GET', '/api/listSettings')).body).toMatchObject({ total: 0, data: [] })
    expect((await other.request('GET', `/api/listSettings/${mine.body._id}`)).status).toBe(404)
    expect(
      (await other.request('PATCH', `/api/listSettings/${mine.body._id}`, { columns: [{ field: 'status' }] }))
        .status
    ).toBe(404)
    expect((await other.request('DELETE', `/api/listSettings/${mine.body._id}`)).status).toBe(404)
    // The admin sees none of the editor's either.
    expect((await server.request('GET', `/api/listSettings/${mine.body._id}`)).status).toBe(404)
    const theirs = await other.request('POST', '/api/listSettings', {
      list: '/news',
      columns: [{ field: 'date' }]
    })
    expect(theirs.body._id).not.toBe(mine.body._id)
    expect((await editor.request('GET', `/api/listSettings/${mine.body._id}`)).body.columns).toEqual([
      { field: 'title' }
    ])
  })

  it('forgets a list’s settings on remove (reset to the default columns)', async () => {
    const kept = await editor.request('POST', '/api/listSettings', {
      list: '/events',
      columns: [{ field: 'name' }]
    })
    const removed = await editor.request('DELETE', `/api/listSettings/${kept.body._id}`)
    expect(removed).toMatchObject({ status: 200, body: { _id: kept.body._id, list: '/events' } })
    expect((await editor.request('GET', `/api/listSettings/${kept.body._id}`)).status).toBe(404)
    expect((await editor.request('GET', '/api/listSettings?list=/events')).body.total).toBe(0)
  })

  it('R-ERR-08 answers bad settings with 400 naming each place, never 500', async () => {
    const bad = async (body: unknown, errors: Record<string, string>) => {
      const answer = await editor.request('POST', '/api/listSettings', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toMatchObject({ name: 'BadRequest', errors })
    }
    await bad(
      { list: '/teachers', columns: [{ field: 'nosuch' }] },
      { 'columns.0.field': 'is not a field of teachers' }
    )
    await bad(
      { list: '/teachers', columns: [{ field: 'name' }, { field: 'name' }] },
      { 'columns.1.field': 'is shown twice' }
    )
    await bad(
      {
        list: '/teachers',
        columns: [
          { field: 'name', width: 10 },
          { field: 'email', width: 100_000 }
        ]
      },
      {
        'columns.0.width': 'must be a whole number of pixels from 60 to 800',
        'columns.1.width': 'must be a whole number of pixels from 60 to 800'
      }
    )
    await bad({ list: '/teachers', columns: [] }, { columns: 'must be a list of 1 to 40 columns' })
    await bad(
      { list: '/teachers', columns: Array.from({ length: 41 }, () => ({ field: 'name' })) },
      { columns: 'must be a list of 1 to 40 columns' }
    )
    await bad({ list: '/teachers', columns: 'name,email' }, { columns: 'must be a list of 1 to 40 columns' })
    await bad(
      { list: '/nowhere', columns: [{ field: 'name' }] },
      { list: 'is not a list page of the console' }
    )
    await bad({ columns: [{ field: 'name' }] }, { list: 'must be the path of a list page' })
    await bad(
      { list: '/teachers', columns: [{ field: 'name' }], user: server.admin.user._id },
      { user: 'is not a list setting' }
    )
    await bad([{ list: '/teachers' }], { body: 'must be { list, columns }' })
    const kept = await editor.request('POST', '/api/listSettings', {
      list: '/teachers',
      columns: [{ field: 'name' }]
    })
    const patch = await editor.request('PATCH', `/api/listSettings/${kept.body._id}`, {
      list: '/news',
      columns: [{ field: 'name' }]
    })
    expect(patch).toMatchObject({
      status: 400,
      body: { errors: { list: 'is not a list setting that can change' } }
    })
    const query = await editor.request('GET', '/api/listSettings?user=someone')
    expect(query).toMatchObject({
      status: 400,
      body: { errors: { user: 'is not a query of list settings' } }
    })
  })

  it('refuses hidden fields (the staff password) and lists the user may not read', async () => {
    const hidden = await server.request('POST', '/api/listSettings', {
      list: '/admins',
      columns: [{ field: 'email' }, { field: 'password' }]
    })
    expect(hidden).toMatchObject({
      status: 400,
      body: { errors: { 'columns.1.field': 'is not a field of users' } }
    })
    expect(
      (await server.request('POST', '/api/listSettings', { list: '/admins', columns: [{ field: 'email' }] }))
        .status
    ).toBe(201)
    const forbidden = await editor.request('POST', '/api/listSettings', {
      list: '/admins',
      columns: [{ field: 'email' }]
    })
    expect(forbidden.status).toBe(403)
  })

  it('R-AUTH-14 sends its events to the owner’s connections only', async () => {
    const owner = await server.signIn({ role: 'editor' })
    const other = await server.signIn({ role: 'editor' })
    const ownerTab = await server.socket(owner.token)
    const otherTab = await server.socket(other.token)
    const kept = await owner.request('POST', '/api/listSettings', {
      list: '/products',
      columns: [{ field: 'name' }]
    })
    expect(await eventOf(ownerTab, 'listSettings created')).toMatchObject({
      _id: kept.body._id,
      list: '/products'
    })
    await owner.request('DELETE', `/api/listSettings/${kept.body._id}`)
    expect(await eventOf(ownerTab, 'listSettings removed')).toMatchObject({ _id: kept.body._id })
    // The other account's own change arrives after the owner's: had those reached it, they would be there.
    const theirs = await other.request('POST', '/api/listSettings', {
      list: '/products',
      columns: [{ field: 'price' }]
    })
    await eventOf(otherTab, 'listSettings created', (data) => data._id === theirs.body._id)
    expect(
      otherTab.events.filter((event) => event.event.startsWith('listSettings')).map((e) => e.data._id)
    ).toEqual([theirs.body._id])
    ownerTab.close()
    otherTab.close()
  })

  it('forgets the settings of a deleted account', async () => {
    const leaving = await server.signIn({ role: 'editor' })
    await leaving.request('POST', '/api/listSettings', { list: '/teachers', columns: [{ field: 'name' }] })
    expect((await server.request('DELETE', `/api/users/${leaving.user._id}`)).status).toBe(200)
    await expect
      .poll(
        async () =>
          (await server.app.get('knex')('list_settings').where({ account: leaving.user._id })).length
      )
      .toBe(0)
  })
})

describe('the list settings table (SQLite and PostgreSQL)', () => {
  it('is made at start-up and keeps what was saved across a restart', async () => {
    const first = await startTestServer()
    const saved = await first.request('POST', '/api/listSettings', {
      list: '/teachers',
      columns: [{ field: 'hourlyRate', width: 90 }]
    })
    expect(saved.status).toBe(201)
    await first.stop({ keepDatabase: true })
    const second = await startTestServer({ ADMIN_PASSWORD: first.admin.password }, { db: first.db })
    try {
      expect((await second.request('GET', '/api/listSettings')).body.data).toEqual([saved.body])
    } finally {
      await second.stop()
    }
  })
})
