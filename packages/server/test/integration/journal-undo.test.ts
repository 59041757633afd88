import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historyOf, importCsv, journalSize } from '../support/journal-calls'
import { eventOf } from '../support/event-of'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer
let editor: Account

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor' })
})
afterAll(() => server?.stop())

const undo = (body: unknown, client: { request: TestServer['request'] } = server) =>
  client.request('POST', '/api/undo', body)

const get = (collection: string, id: string) => server.request('GET', `/api/${collection}/${id}`)

/** An import of new teachers and of an update of an existing one: its report. */
const importTeachers = async (names: string[], update?: { id: string; name: string }) => {
  const lines = names.map((name) => `,${name},100`)
  if (update) lines.push(`${update.id},${update.name},100`)
  const report = await importCsv(server, 'teachers', `_id,name,hourlyRate\n${lines.join('\n')}\n`)
  expect(report.status).toBe(201)
  return report.body
}

const createdIn = async (batch: string) =>
  (await server.request('GET', `/api/changes?batch=${batch}&action=create&$sort[at]=1`)).body.data.map(
    (change: { recordId: string }) => change.recordId
  ) as string[]

describe('undoing an import', () => {
  it('reverses the whole batch in one go: created rows removed, updated rows set back', async () => {
    const existing = await server.request('POST', '/api/teachers', { name: 'Kept', hourlyRate: 50 })
    const report = await importTeachers(['New 1', 'New 2'], { id: existing.body._id, name: 'Renamed' })
    expect(report).toMatchObject({ created: 2, updated: 1 })
    const created = await createdIn(report.batch)
    expect((await get('teachers', existing.body._id)).body).toMatchObject({
      name: 'Renamed',
      hourlyRate: 100
    })

    const answer = await undo({ batch: report.batch })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ batch: report.batch, collection: 'teachers', undone: 3, skipped: [] })
    for (const id of created) expect((await get('teachers', id)).status).toBe(404)
    expect((await get('teachers', existing.body._id)).body).toMatchObject({ name: 'Kept', hourlyRate: 50 })
    const last = (await historyOf(server, 'teachers', existing.body._id)).at(-1)
    expect(last).toMatchObject({ action: 'undo', batch: report.batch, user: server.admin.user._id })
    expect(last.diff).toEqual({ name: { old: 'Renamed', new: 'Kept' }, hourlyRate: { old: 100, new: 50 } })
    // The removed rows went to the trash, from where they can still come back.
    expect((await server.request('GET', `/api/trash?recordId=${created[0]}`)).body.total).toBe(1)

    const again = await undo({ batch: report.batch })
    expect(again.status).toBe(409)
    expect(again.body.data.code).toBe('alreadyUndone')
  })

  it('is refused, listing them, when rows changed since; with force the others are undone', async () => {
    const report = await importTeachers(['Stays edited', 'Goes away'])
    const [edited, other] = await createdIn(report.batch)
    const patch = await editor.request('PATCH', `/api/teachers/${edited}`, { hourlyRate: 999 })
    const size = await journalSize(server)

    const refused = await undo({ batch: report.batch })
    expect(refused.status).toBe(409)
    expect(refused.body.data).toMatchObject({ code: 'changedSince', count: 1 })
    expect(refused.body.data.rows).toEqual([
      {
        recordId: edited,
        change: expect.any(String),
        action: 'patch',
        user: editor.user._id,
        at: patch.body.modified
      }
    ])
    expect((await get('teachers', other)).status).toBe(200)
    expect(await journalSize(server)).toBe(size)

    const forced = await undo({ batch: report.batch, force: true })
    expect(forced.body).toMatchObject({ undone: 1, skipped: [{ recordId: edited }] })
    expect((await get('teachers', other)).status).toBe(404)
    expect((await get('teachers', edited)).body.hourlyRate).toBe(999)
  })

  it('is refused to those who may not import into the collection', async () => {
    const report = await importCsv(server, 'appUsers', 'email\nperson@example.com\n')
    expect(report.status).toBe(201)
    expect((await undo({ batch: report.body.batch }, editor)).status).toBe(403)
    expect((await undo({ batch: report.body.batch })).status).toBe(201)
  })
})

describe('undoing a bulk delete', () => {
  it('brings back every record of the batch, over several calls, under their own ids', async () => {
    const made = await server.request('POST', '/api/events', [
      { name: 'One' },
      { name: 'Two' },
      { name: 'Three' }
    ])
    const [a, b, c] = made.body.map((event: { _id: string }) => event._id)
    const batch = 'bulk-delete-0001'
    const first = await server.request('DELETE', `/api/events?_id[$in]=${a}&_id[$in]=${b}&$batch=${batch}`)
    expect(first.body).toHaveLength(2)
    await server.request('DELETE', `/api/events?_id[$in]=${c}&$batch=${batch}`)
    for (const id of [a, b, c]) expect((await get('events', id)).status).toBe(404)

    const socket = await server.socket(editor.token)
    const answer = await undo({ batch })
    expect(answer.body).toMatchObject({ collection: 'events', undone: 3, skipped: [] })
    // Open lists follow: each record comes back as a created event of its collection.
    for (const id of [a, b, c]) await eventOf(socket, 'events created', (data) => data?._id === id)
    socket.close()
    for (const [index, id] of [a, b, c].entries())
      expect((await get('events', id)).body).toMatchObject({ _id: id, name: made.body[index].name })
    expect((await server.request('GET', `/api/trash?batch=${batch}`)).body.total).toBe(0)
    expect((await historyOf(server, 'events', a)).map((change) => change.action)).toEqual([
      'create',
      'remove',
      'undo'
    ])
  })

  it('skips, with force, a record restored from the trash since', async () => {
    const made = await server.request('POST', '/api/events', [{ name: 'Four' }, { name: 'Five' }])
    const [a, b] = made.body.map((event: { _id: string }) => event._id)
    await server.request('DELETE', `/api/events?_id[$in]=${a}&_id[$in]=${b}`)
    const [removal] = (await historyOf(server, 'events', a)).slice(1)
    const [entry] = (await server.request('GET', `/api/trash?recordId=${a}`)).body.data
    await server.request('POST', '/api/restore', { trash: entry._id })
    const refused = await undo({ batch: removal.batch })
    expect(refused.body.data.rows).toEqual([expect.objectContaining({ recordId: a, action: 'restore' })])
    const forced = await undo({ batch: removal.batch, force: true })
    expect(forced.body).toMatchObject({ undone: 1 })
    expect((await get('events', b)).status).toBe(200)
  })

  it('checks $batch: its form (400), and that it is the caller’s own bulk delete of this collection', async () => {
    const made = await server.request('POST', '/api/events', [{ name: 'Six' }, { name: 'Seven' }])
    const [a, b] = made.body.map((event: { _id: string }) => event._id)
    const bad = await server.request('DELETE', `/api/events?_id=${a}&$batch=no`)
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty('$batch')
    await editor.request('DELETE', `/api/events?_id=${a}&$batch=editors-batch-1`)
    const borrowed = await server.request('DELETE', `/api/events?_id=${b}&$batch=editors-batch-1`)
    expect(borrowed.status).toBe(400)
    expect((await get('events', b)).status).toBe(200)
  })
})

describe('POST /api/undo input', () => {
  it('answers 400 per key for a bad body, 404 for an unknown batch', async () => {
    const answer = await undo({ batch: 'x', force: 'yes', more: 1 })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.errors).sort()).toEqual(['batch', 'force', 'more'])
    for (const body of [null, [], {}, { batch: 5 }, { batch: 'x' }, { batch: 'a'.repeat(65) }])
      expect((await undo(body)).status, JSON.stringify(body)).toBe(400)
    expect((await undo({ batch: 'no-such-batch' })).status).toBe(404)
  })
})
