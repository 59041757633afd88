import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeJournal } from '../../src/journal/purge-journal'
import { historyOf, journalSize } from '../support/journal-calls'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer
let editor: Account
let areas: string[]

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor' })
  const created = await server.request('POST', '/api/regAreas', [
    { name: '灣仔' },
    { name: '東區' },
    { name: '南區' }
  ])
  areas = created.body.map((area: { _id: string }) => area._id)
})
afterAll(() => server?.stop())

/** A teacher with three versions: created (A, 100, area 0), rate 200, then name B, rate 300, area 1. */
const teacherWithVersions = async (first = areas[0]) => {
  const created = await server.request('POST', '/api/teachers', { name: 'A', hourlyRate: 100, area: first })
  const path = `/api/teachers/${created.body._id}`
  await server.request('PATCH', path, { hourlyRate: 200 })
  await server.request('PATCH', path, { name: 'B', hourlyRate: 300, area: areas[1] })
  const history = await historyOf(server, 'teachers', created.body._id)
  return { id: created.body._id as string, path, history }
}

const restore = (body: unknown, client: { request: TestServer['request'] } = server) =>
  client.request('POST', '/api/restore', body)

describe('restoring a version of a record', () => {
  it('restores one field to its value at a version, journaled as a restore of that field only', async () => {
    const { id, path, history } = await teacherWithVersions()
    const answer = await restore({ change: history[1]._id, fields: ['hourlyRate'] })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ collection: 'teachers', fields: ['hourlyRate'] })
    expect(answer.body.record).toMatchObject({ _id: id, name: 'B', hourlyRate: 200, area: areas[1] })
    expect((await server.request('GET', path)).body).toMatchObject({ name: 'B', hourlyRate: 200 })
    const last = (await historyOf(server, 'teachers', id)).at(-1)
    expect(last).toMatchObject({ action: 'restore', user: server.admin.user._id })
    expect(last.diff).toEqual({ hourlyRate: { old: 300, new: 200 } })
  })

  it('restores the whole record to its first version', async () => {
    const { id, history } = await teacherWithVersions()
    const answer = await restore({ change: history[0]._id })
    expect(answer.body.record).toMatchObject({ name: 'A', hourlyRate: 100, area: areas[0] })
    expect(answer.body.fields.sort()).toEqual(['area', 'hourlyRate', 'name'])
    expect((await historyOf(server, 'teachers', id)).at(-1).diff).toEqual({
      name: { old: 'B', new: 'A' },
      hourlyRate: { old: 300, new: 100 },
      area: { old: areas[1], new: areas[0] }
    })
  })

  it('with before, restores the values a change replaced', async () => {
    const { history } = await teacherWithVersions()
    const answer = await restore({ change: history[2]._id, before: true })
    expect(answer.body.record).toMatchObject({ name: 'A', hourlyRate: 200, area: areas[0] })
  })

  it('writes nothing when the record already holds the version', async () => {
    const { id, history } = await teacherWithVersions()
    const size = await journalSize(server)
    const answer = await restore({ change: history[2]._id })
    expect(answer.body).toMatchObject({ fields: [], record: { _id: id, name: 'B' } })
    expect(await journalSize(server)).toBe(size)
  })

  it('is checked like any write: a reference gone since answers 400 naming the field, and nothing is written', async () => {
    const { id, history } = await teacherWithVersions(areas[2])
    expect((await server.request('DELETE', `/api/regAreas/${areas[2]}`)).status).toBe(200)
    const size = await journalSize(server)
    const answer = await restore({ change: history[0]._id })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toHaveProperty('area')
    expect(answer.body.data.fields.area.code).toBe('missingRef')
    expect((await server.request('GET', `/api/teachers/${id}`)).body.name).toBe('B')
    expect(await journalSize(server)).toBe(size)
  })

  it('is refused to those who may not patch the collection (403), and where patching is off (405)', async () => {
    const user = await server.request('POST', '/api/appUsers', { name: 'App user', email: 'app@example.com' })
    await server.request('PATCH', `/api/appUsers/${user.body._id}`, { email: 'other@example.com' })
    const [first] = await historyOf(server, 'appUsers', user.body._id)
    expect((await restore({ change: first._id }, editor)).status).toBe(403)
    // A history the editor may not read at all is as unknown as one that never was.
    const account = (await historyOf(server, 'users', editor.user._id))[0]
    expect((await restore({ change: account._id }, editor)).status).toBe(404)
    // Doctor lists are read-only for everyone: only the server itself writes them.
    const [gender] = await server.app.service('doctorgenders')._create([{ name: 'other' }])
    const [written] = await historyOf(server, 'doctorgenders', gender._id)
    expect(written).toMatchObject({ via: 'system', user: null })
    expect((await restore({ change: written._id })).status).toBe(405)
  })

  it('a version of a removed record is refused with 409 recordRemoved; a removal is no version', async () => {
    const { path, history } = await teacherWithVersions()
    await server.request('DELETE', path)
    const answer = await restore({ change: history[1]._id })
    expect(answer.status).toBe(409)
    expect(answer.body.data.code).toBe('recordRemoved')
    const removal = (await historyOf(server, 'teachers', history[0].recordId)).at(-1)
    expect((await restore({ change: removal._id })).status).toBe(400)
  })

  it('answers 400 per key for a bad body, 404 for an unknown change', async () => {
    const { history } = await teacherWithVersions()
    const bad = await restore({ change: history[0]._id, fields: ['name', 'password', 'modified'], colour: 1 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ colour: 'is not a setting of a restore' })
    const fields = await restore({ change: history[0]._id, fields: ['name', 'nope', 'modified'] })
    expect(Object.keys(fields.body.errors)).toEqual(['fields.1', 'fields.2'])
    for (const body of [
      null,
      [],
      'x',
      {},
      { change: 5 },
      { change: 'x', before: 'yes' },
      { trash: 'x', change: 'y' }
    ])
      expect((await restore(body)).status, JSON.stringify(body)).toBe(400)
    expect((await restore({ change: 'no-such-change' })).status).toBe(404)
  })
})

describe('the trash', () => {
  it('keeps a removed record, lists and searches it, and restores it under its own id', async () => {
    const created = await server.request('POST', '/api/teachers', {
      name: '李小龍',
      email: 'lee@example.com'
    })
    await server.request('DELETE', `/api/teachers/${created.body._id}`)
    const found = await server.request('GET', '/api/trash?collection=teachers&$search=小龍')
    expect(found.body).toMatchObject({
      total: 1,
      data: [{ recordId: created.body._id, removedBy: server.admin.user._id }]
    })
    expect(
      (await server.request('GET', '/api/trash?collection=teachers&$search=nobody-has-this')).body.total
    ).toBe(0)
    const entry = found.body.data[0]
    const answer = await restore({ trash: entry._id })
    expect(answer.status).toBe(201)
    expect(answer.body.record).toMatchObject({
      _id: created.body._id,
      created: created.body.created,
      name: '李小龍'
    })
    expect((await server.request('GET', `/api/teachers/${created.body._id}`)).status).toBe(200)
    expect((await server.request('GET', `/api/trash/${entry._id}`)).status).toBe(404)
    const last = (await historyOf(server, 'teachers', created.body._id)).at(-1)
    expect(last).toMatchObject({ action: 'restore' })
    expect(last.diff.name).toEqual({ old: null, new: '李小龍' })
    expect((await restore({ trash: entry._id })).status).toBe(404)
  })

  it('refuses a restore whose reference is gone (400 naming the field) and keeps the entry', async () => {
    const teacher = await server.request('POST', '/api/teachers', { name: 'Gone teacher' })
    const lesson = await server.request('POST', '/api/lessons', { title: '數學', teacher: teacher.body._id })
    await server.request('DELETE', `/api/lessons/${lesson.body._id}`)
    await server.request('DELETE', `/api/teachers/${teacher.body._id}`)
    const [entry] = (await server.request('GET', `/api/trash?collection=lessons&recordId=${lesson.body._id}`))
      .body.data
    const size = await journalSize(server)
    const answer = await restore({ trash: entry._id })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields.teacher.code).toBe('missingRef')
    expect(await journalSize(server)).toBe(size)
    expect((await server.request('GET', `/api/trash/${entry._id}`)).status).toBe(200)
    // Once the teacher is back, the lesson can come back too.
    const [teacherEntry] = (await server.request('GET', `/api/trash?recordId=${teacher.body._id}`)).body.data
    expect((await restore({ trash: teacherEntry._id })).status).toBe(201)
    expect((await restore({ trash: entry._id })).status).toBe(201)
  })

  it('explains a unique clash: 409 naming the field', async () => {
    const account = await server.createUser()
    await server.request('DELETE', `/api/users/${account.user._id}`)
    await server.createUser({ email: account.email })
    const [entry] = (await server.request('GET', `/api/trash?collection=users&recordId=${account.user._id}`))
      .body.data
    expect(entry.record).not.toHaveProperty('password')
    const answer = await restore({ trash: entry._id })
    expect(answer.status).toBe(409)
    expect(answer.body.data).toMatchObject({ code: 'duplicate', field: 'email' })
  })

  it('lets only administrators empty it, one collection at a time', async () => {
    const created = await server.request('POST', '/api/events', [{ name: 'Fair' }, { name: 'Talk' }])
    for (const event of created.body) await server.request('DELETE', `/api/events/${event._id}`)
    expect((await editor.request('DELETE', '/api/trash?collection=events')).status).toBe(403)
    expect((await server.request('DELETE', '/api/trash')).status).toBe(400)
    const emptied = await server.request('DELETE', '/api/trash?collection=events')
    expect(emptied.body).toEqual({ collection: 'events', removed: 2 })
    expect((await server.request('GET', '/api/trash?collection=events')).body.total).toBe(0)
  })

  it('forgets removed records after TRASH_RETENTION_DAYS, and changes after JOURNAL_RETENTION_DAYS', async () => {
    const created = await server.request('POST', '/api/products', { name: 'Old product' })
    await server.request('DELETE', `/api/products/${created.body._id}`)
    const knex = server.app.get('knex')
    const day = 86_400_000
    const inTrash = async () =>
      (await server.request('GET', `/api/trash?recordId=${created.body._id}`)).body.total as number
    expect(await purgeJournal(knex, { trashDays: 30, journalDays: 0 }, Date.now() + 29 * day)).toEqual({
      trash: 0,
      changes: 0
    })
    expect(await inTrash()).toBe(1)
    await purgeJournal(knex, { trashDays: 30, journalDays: 0 }, Date.now() + 31 * day)
    expect(await inTrash()).toBe(0)
    expect((await historyOf(server, 'products', created.body._id)).length).toBe(2)
    await purgeJournal(knex, { trashDays: 30, journalDays: 365 }, Date.now() + 366 * day)
    expect(await journalSize(server)).toBe(0)
  })
})
