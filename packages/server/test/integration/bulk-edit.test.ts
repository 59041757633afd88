import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/db/ids'
import type { ItemsService } from '../../src/services/items/items.class'
import { eventOf } from '../support/event-of'
import { historyOf } from '../support/journal-calls'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer
let editor: Account
let areas: string[]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const bulk = (body: unknown, client: { request: TestServer['request'] } = server) =>
  client.request('POST', '/api/bulk-edit', body)
const get = (collection: string, id: string) => server.request('GET', `/api/${collection}/${id}`)

/** The state of a job once it ended; fails after 10 s. */
const ended = async (job: string, client: { request: TestServer['request'] } = server) => {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const answer = await client.request('GET', `/api/bulk-edit/${job}`)
    expect(answer.status).toBe(200)
    if (answer.body.phase !== 'write') return answer.body
    await sleep(25)
  }
  throw new Error(`bulk edit ${job} did not end`)
}

const newTeachers = async (count: number, data: Record<string, unknown> = {}) =>
  (
    await server.request(
      'POST',
      '/api/teachers',
      Array.from({ length: count }, (_, index) => ({ name: `Teacher ${index}`, ...data }))
    )
  ).body.map((row: { _id: string }) => row._id) as string[]

/** Inserts many teachers at once, as seeding does: no journal, one statement per thousand. */
const manyTeachers = async (count: number, keyword: string) => {
  const { app } = server
  const model = (app.service('teachers') as ItemsService).model
  const now = new Date().toISOString()
  await app.get('knex').transaction(async (trx) => {
    for (let start = 0; start < count; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - start) }, (_, index) => ({
        _id: newId(),
        name: `Many ${start + index}`,
        status: 'pending',
        keywords: [keyword],
        verified: false,
        created: now,
        modified: now,
        modifiedBy: null
      }))
      await app.get('dialect').insertMany(trx, model, rows)
    }
  })
}

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor' })
  areas = (
    await server.request('POST', '/api/regAreas', [
      { name: { en: 'North' }, value: 'north' },
      { name: { en: 'South' }, value: 'south' }
    ])
  ).body.map((row: { _id: string }) => row._id)
})
afterAll(() => server?.stop())

describe('bulk edit of chosen records', () => {
  it('previews the count, sets a value and adds to a list as one batch that undo reverses', async () => {
    const ids = await newTeachers(3, { status: 'pending', areas: [areas[0]] })
    const socket = await server.socket(editor.token)
    const changes = { set: { status: 'active' }, add: { areas: [areas[1]] } }
    const preview = await bulk({ collection: 'teachers', ids, preview: true, ...changes })
    expect(preview.status).toBe(201)
    expect(preview.body).toMatchObject({ preview: true, collection: 'teachers', total: 3, changing: 3 })

    const started = await socket.call('create', 'bulk-edit', { collection: 'teachers', ids, ...changes })
    expect(started.status).toBe(201)
    expect(started.body).toMatchObject({ phase: 'write', total: 3, collection: 'teachers' })
    const job = started.body.job
    const state = (
      await (async () => {
        for (;;) {
          const answer = await socket.call('get', 'bulk-edit', job)
          if (answer.body.phase !== 'write') return answer
          await sleep(25)
        }
      })()
    ).body
    expect(state).toMatchObject({ phase: 'done', done: 3, changed: 3, unchanged: 0, refused: 0 })
    for (const id of ids)
      expect((await get('teachers', id)).body).toMatchObject({
        status: 'active',
        areas: [areas[0], areas[1]]
      })
    await eventOf(socket, 'teachers patched', (data) => data._id === ids[2] && data.status === 'active')
    const [change] = (await historyOf(server, 'teachers', ids[0])).slice(-1)
    expect(change).toMatchObject({
      action: 'patch',
      via: 'console',
      batch: state.batch,
      user: editor.user._id
    })
    expect(change.diff).toEqual({
      status: { old: 'pending', new: 'active' },
      areas: { old: [areas[0]], new: [areas[0], areas[1]] }
    })
    // Another person's job is not theirs to read or cancel.
    expect((await server.request('GET', `/api/bulk-edit/${job}`)).status).toBe(404)

    const undo = await editor.request('POST', '/api/undo', { batch: state.batch })
    expect(undo.status).toBe(201)
    expect(undo.body).toMatchObject({ undone: 3, skipped: [] })
    for (const id of ids)
      expect((await get('teachers', id)).body).toMatchObject({ status: 'pending', areas: [areas[0]] })
    socket.close()
  })

  it('reports records changed meanwhile and invalid ones, and writes the others', async () => {
    const ids = await newTeachers(3, { status: 'pending', keywords: ['a'] })
    const versions = Object.fromEntries(
      await Promise.all(ids.map(async (id) => [id, (await get('teachers', id)).body.modified]))
    )
    await server.request('PATCH', `/api/teachers/${ids[0]}`, { status: 'suspended' })
    // Removing the only keyword of one and adding to others: a list may become empty; a text that is too long may not.
    const started = await bulk(
      { collection: 'teachers', ids, versions, set: { status: 'active' }, remove: { keywords: ['a'] } },
      editor
    )
    const state = await ended(started.body.job, editor)
    expect(state).toMatchObject({ phase: 'done', changed: 2, refused: 1, unchanged: 0 })
    expect(state.refusals).toEqual([
      expect.objectContaining({ recordId: ids[0], problem: { code: 'editConflict' } })
    ])
    expect((await get('teachers', ids[0])).body.status).toBe('suspended')
    expect((await get('teachers', ids[1])).body).toMatchObject({ status: 'active', keywords: [] })

    // Already so: counted apart before, and nothing written.
    const already = await bulk({ collection: 'teachers', ids, set: { status: 'active' }, preview: true })
    expect(already.body).toMatchObject({ total: 3, changing: 1 })
    const again = await ended(
      (await bulk({ collection: 'teachers', ids: ids.slice(1), set: { status: 'active' } })).body.job
    )
    expect(again).toMatchObject({ changed: 0, unchanged: 2 })
  })

  it('refuses a bad body with a problem per key, before anything runs', async () => {
    const [id] = await newTeachers(1)
    const answer = await bulk({
      collection: 'teachers',
      ids: [id],
      set: { name: 'Same for all', status: 'nope' },
      add: { areas: ['no-such-area'], status: ['x'] },
      extra: 1
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject({ extra: expect.any(String) })
    const fields = (
      await bulk({
        collection: 'teachers',
        ids: [id],
        set: { name: 'x', status: 'nope' },
        add: { status: ['x'] }
      })
    ).body.data.fields
    expect(fields['set.name'].code).toBe('notBulkEditable')
    expect(fields['set.status'].code).toBe('enum')
    expect(fields['add.status'].code).toBe('notBulkEditable')
    const missing = await bulk({ collection: 'teachers', ids: [id], add: { areas: ['no-such-area'] } })
    expect(missing.status).toBe(400)
    expect(missing.body.data.fields['add.areas'].code).toBe('missingRef')
    const none = await bulk({ collection: 'teachers', ids: [id] })
    expect(none.status).toBe(400)
    expect(
      (await bulk({ collection: 'nope', ids: [id], set: { status: 'active' } })).body.errors
    ).toHaveProperty('collection')
    expect(
      (await bulk({ collection: 'teachers', query: { nope: 1 }, set: { status: 'active' } })).status
    ).toBe(400)
  })

  it('needs read and patch on the collection (403), over REST and the socket', async () => {
    const app = await server.request('POST', '/api/appUsers', { name: 'App user' })
    const body = { collection: 'appUsers', ids: [app.body._id], preview: true, set: {} }
    expect((await bulk(body, editor)).status).toBe(403)
    const socket = await server.socket(editor.token)
    expect((await socket.call('create', 'bulk-edit', body)).status).toBe(403)
    socket.close()
    expect((await bulk({ ...body, collection: 'users' }, editor)).status).toBe(403)
  })

  it('checks each record as its own write: an administrator cannot freeze their own account', async () => {
    const other = await server.createUser({ role: 'editor' })
    const ids = [server.admin.user._id, other.user._id]
    const state = await ended((await bulk({ collection: 'users', ids, set: { status: 'frozen' } })).body.job)
    expect(state).toMatchObject({ phase: 'done', changed: 1, refused: 1 })
    expect(state.refusals[0]).toMatchObject({
      recordId: server.admin.user._id,
      problem: { code: 'ownAccount' }
    })
    expect((await get('users', other.user._id)).body.status).toBe('frozen')
    expect((await get('users', server.admin.user._id)).body.status).not.toBe('frozen')
  })
})

describe('bulk edit of every matching record', () => {
  const verifiedMany = async () =>
    Number(
      (await server.request('GET', '/api/teachers?keywords[$in]=many&verified=true&$limit=0&$count=exact'))
        .body.total
    )

  it('edits in batches with progress; a cancel keeps whole records as one batch that undo reverses', async () => {
    // Enough batches (20) that a cancel sent once the first is written reaches the job well before its end.
    await manyTeachers(10_000, 'many')
    await manyTeachers(600, 'other')
    const service = server.app.service('bulk-edit')
    const many = { keywords: { $in: ['many'] } }
    const preview = await bulk({
      collection: 'teachers',
      query: many,
      preview: true,
      set: { verified: true }
    })
    expect(preview.body).toMatchObject({ total: 10_000, changing: 10_000 })
    const first = { collection: 'teachers', query: many, set: { verified: true }, asOf: preview.body.asOf }
    const started = await service.create(first)
    const other = {
      collection: 'teachers',
      query: { keywords: { $in: ['other'] } },
      set: { status: 'active' }
    }
    const second = await service.create(other)
    // As many as a process runs at once are running: one more is refused until one ends.
    const third = await bulk(other)
    expect(third.status).toBe(429)
    expect(third.body.data).toMatchObject({ code: 'tooManyBulkEdits', max: 2 })
    await service.remove(second.job)
    let state = await service.get(started.job)
    while (state.done < 500 && !['done', 'cancelled', 'failed'].includes(state.phase)) {
      await sleep(5)
      state = await service.get(started.job)
    }
    await service.remove(started.job)
    state = await service.get(started.job)
    while (state.phase === 'write') {
      await sleep(20)
      state = await service.get(started.job)
    }
    expect(state.phase).toBe('cancelled')
    expect(state.done).toBeGreaterThan(0)
    expect(state.done).toBeLessThan(10_000)
    // Whole batches of whole records: the journal holds exactly the records written.
    expect(state.done % 500).toBe(0)
    expect(await verifiedMany()).toBe(state.changed)
    const journaled = (await server.request('GET', `/api/changes?batch=${state.batch}&$limit=0`)).body.total
    expect(journaled).toBe(state.changed)
    const undone = await server.request('POST', '/api/undo', { batch: state.batch })
    expect(undone.status).toBe(201)
    expect(undone.body.undone).toBe(state.changed)
    expect(await verifiedMany()).toBe(0)
    let secondState = await service.get(second.job)
    while (secondState.phase === 'write') {
      await sleep(20)
      secondState = await service.get(second.job)
    }
    // The other edit's records may all be written before its cancel reaches it.
    expect(['cancelled', 'done']).toContain(secondState.phase)
  })
})
