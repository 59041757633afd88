import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommittedWrite } from '../../src/journal/journal'
import type { ItemsService } from '../../src/services/items/items.class'
import { historyOf, importCsv, journalSize } from '../support/journal-calls'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let areas: string[]

beforeAll(async () => {
  server = await startTestServer()
  const created = await server.request('POST', '/api/regAreas', [
    { name: { cht: '灣仔', en: 'Wan Chai' }, value: 'wc' },
    { name: { cht: '東區', en: 'Eastern' }, value: 'east' }
  ])
  areas = created.body.map((area: { _id: string }) => area._id)
})
afterAll(() => server?.stop())

const teacher = async (data: Record<string, unknown> = {}) => {
  const answer = await server.request('POST', '/api/teachers', { name: '陳大文', hourlyRate: 250, ...data })
  expect(answer.status).toBe(201)
  return answer.body
}

const slot = (weekday: string, from: string, to: string) => ({ weekday, from, to })

describe('every write journals exactly its changed fields, in its transaction', () => {
  it('a create records each field it set, defaults included, and no system field', async () => {
    const created = await teacher({
      email: 'chan@example.com',
      area: areas[0],
      availability: [slot('mon', '09:00', '12:00')]
    })
    const [change, ...more] = await historyOf(server, 'teachers', created._id)
    expect(more).toEqual([])
    expect(change).toMatchObject({
      collection: 'teachers',
      recordId: created._id,
      action: 'create',
      user: server.admin.user._id,
      via: 'api',
      batch: null,
      at: created.modified
    })
    expect(change.diff).toEqual({
      name: { old: null, new: '陳大文' },
      email: { old: null, new: 'chan@example.com' },
      hourlyRate: { old: null, new: 250 },
      area: { old: null, new: areas[0] },
      availability: { old: null, new: [slot('mon', '09:00', '12:00')] },
      status: { old: null, new: 'pending' },
      verified: { old: null, new: false }
    })
  })

  it('a create of several records records one change each', async () => {
    const created = await server.request('POST', '/api/regAreas', [{ name: 'A' }, { name: 'B' }])
    for (const area of created.body) {
      const history = await historyOf(server, 'regAreas', area._id)
      expect(history.map((change) => change.action)).toEqual(['create'])
      expect(history[0].diff.name.new).toEqual(area.name)
    }
  })

  it('a patch records only the fields whose value changed, with old and new values', async () => {
    const created = await teacher({ area: areas[0] })
    const patched = await server.request('PATCH', `/api/teachers/${created._id}`, {
      name: '陳大文',
      hourlyRate: 300,
      area: areas[1]
    })
    expect(patched.status).toBe(200)
    const history = await historyOf(server, 'teachers', created._id)
    expect(history.map((change) => change.action)).toEqual(['create', 'patch'])
    expect(history[1].diff).toEqual({
      hourlyRate: { old: 250, new: 300 },
      area: { old: areas[0], new: areas[1] }
    })
    expect(history[1].at).toBe(patched.body.modified)
  })

  it('a patch that changes nothing leaves the history as it was', async () => {
    const created = await teacher()
    await server.request('PATCH', `/api/teachers/${created._id}`, { name: '陳大文', hourlyRate: 250 })
    expect((await historyOf(server, 'teachers', created._id)).length).toBe(1)
  })

  it('a full replace (PUT) is an update that records the fields it cleared', async () => {
    const created = await teacher({ email: 'replace@example.com' })
    expect((await server.request('PUT', `/api/teachers/${created._id}`, { name: '陳小文' })).status).toBe(200)
    const [, update] = await historyOf(server, 'teachers', created._id)
    expect(update.action).toBe('update')
    expect(update.diff).toEqual({
      name: { old: '陳大文', new: '陳小文' },
      email: { old: 'replace@example.com', new: null },
      hourlyRate: { old: 250, new: null }
    })
  })

  it('nested $push, $pull and $set (C12) record the list before and after', async () => {
    const created = await teacher({ availability: [slot('mon', '09:00', '12:00')] })
    const path = `/api/teachers/${created._id}`
    await server.request('PATCH', path, { $push: { availability: slot('tue', '14:00', '16:00') } })
    await server.request('PATCH', path, { $set: { 'availability.0.to': '11:00' } })
    await server.request('PATCH', path, { $pull: { availability: { weekday: 'tue' } } })
    const [, push, set, pull] = await historyOf(server, 'teachers', created._id)
    expect(push.diff).toEqual({
      availability: {
        old: [slot('mon', '09:00', '12:00')],
        new: [slot('mon', '09:00', '12:00'), slot('tue', '14:00', '16:00')]
      }
    })
    expect(set.diff.availability.new).toEqual([slot('mon', '09:00', '11:00'), slot('tue', '14:00', '16:00')])
    expect(pull.diff).toEqual({
      availability: {
        old: [slot('mon', '09:00', '11:00'), slot('tue', '14:00', '16:00')],
        new: [slot('mon', '09:00', '11:00')]
      }
    })
  })

  it('translatable and rich text are recorded whole, every language', async () => {
    const created = await server.request('POST', '/api/news', {
      title: { cht: '開學日', en: 'Open day' },
      content: { cht: '<p>歡迎</p>' }
    })
    await server.request('PATCH', `/api/news/${created.body._id}`, {
      title: { cht: '開學日', en: 'Open day', chs: '开学日' }
    })
    const [, patch] = await historyOf(server, 'news', created.body._id)
    expect(Object.keys(patch.diff)).toEqual(['title'])
    expect(patch.diff.title.old).toEqual(created.body.title)
    expect(patch.diff.title.new).toContainEqual({ lang: 'chs', value: '开学日' })
  })

  it('a remove records the last content and keeps the record in the trash', async () => {
    const created = await teacher({ email: 'gone@example.com' })
    expect((await server.request('DELETE', `/api/teachers/${created._id}`)).status).toBe(200)
    const [, removal] = await historyOf(server, 'teachers', created._id)
    expect(removal).toMatchObject({ action: 'remove', batch: null })
    expect(removal.diff).toEqual({
      name: { old: '陳大文', new: null },
      email: { old: 'gone@example.com', new: null },
      hourlyRate: { old: 250, new: null },
      status: { old: 'pending', new: null },
      verified: { old: false, new: null }
    })
    const trash = await server.request('GET', `/api/trash?collection=teachers&recordId=${created._id}`)
    expect(trash.body).toMatchObject({ total: 1, data: [{ recordId: created._id, record: created }] })
  })

  it('a bulk remove is one batch: each record journaled and trashed under it', async () => {
    const [a, b] = [await teacher({ name: 'Bulk A' }), await teacher({ name: 'Bulk B' })]
    const removed = await server.request('DELETE', `/api/teachers?_id[$in]=${a._id}&_id[$in]=${b._id}`)
    expect(removed.body).toHaveLength(2)
    const [removalA] = (await historyOf(server, 'teachers', a._id)).slice(1)
    const [removalB] = (await historyOf(server, 'teachers', b._id)).slice(1)
    expect(removalA.action).toBe('remove')
    expect(removalA.batch).toMatch(/^[0-9a-z]{26}$/)
    expect(removalB.batch).toBe(removalA.batch)
    const trash = await server.request('GET', `/api/trash?batch=${removalA.batch}`)
    expect(trash.body.total).toBe(2)
  })

  it('an import journals each row it writes under the batch its report names', async () => {
    const existing = await teacher({ name: 'Before import' })
    const report = await importCsv(
      server,
      'teachers',
      `_id,name,hourlyRate\n${existing._id},After import,250\n,Imported one,100\n`
    )
    expect(report.status).toBe(201)
    expect(report.body).toMatchObject({
      created: 1,
      updated: 1,
      batch: expect.stringMatching(/^[0-9a-z]{26}$/)
    })
    const batch = await server.request('GET', `/api/changes?batch=${report.body.batch}&$sort[at]=1`)
    expect(batch.body.total).toBe(2)
    expect(batch.body.data.map((change: any) => [change.action, change.via])).toEqual([
      ['create', 'import'],
      ['patch', 'import']
    ])
    expect(batch.body.data[1].diff).toEqual({ name: { old: 'Before import', new: 'After import' } })
    const dry = await importCsv(server, 'teachers', 'name\nDry run\n', { dryRun: true })
    expect(dry.body.batch).toBeUndefined()
  })

  it('writes over the socket the console uses come via console', async () => {
    const socket = await server.socket(server.admin.token)
    const created = await socket.call('create', 'teachers', { name: 'By socket' })
    const [change] = await historyOf(server, 'teachers', created.body._id)
    expect(change.via).toBe('console')
    socket.close()
  })

  it('a password change says only that the password changed', async () => {
    const account = await server.signIn({ role: 'editor' })
    const answer = await account.request('POST', '/api/changePassword', {
      oldPassword: account.password,
      newPassword: 'another-password-1'
    })
    expect(answer.status).toBe(201)
    const history = await historyOf(server, 'users', account.user._id)
    expect(history.map((change) => change.action)).toEqual(['create', 'patch'])
    expect(history[0].diff.password).toEqual({ hidden: true })
    expect(history[1].diff).toEqual({ password: { hidden: true } })
  })

  it('a created account is heard, once committed, with its hidden password marked changed', async () => {
    const heard: CommittedWrite[] = []
    const stop = server.app.get('journal')!.onCommitted((write) => heard.push(write))
    try {
      const account = await server.signIn({ role: 'editor' })
      // Read after the answer, as a webhook's queue reads it: the record answered has no password.
      expect(account.user).not.toHaveProperty('password')
      const created = heard.find((write) => write.collection === 'users' && write.action === 'create')!
      expect(created.entries[0].recordId).toBe(account.user._id)
      expect(created.entries[0].diff.password).toEqual({ hidden: true })
      expect(created.entries[0].diff.email).toEqual({ old: null, new: account.user.email })
    } finally {
      stop()
    }
  })

  it('a write that fails leaves no journal row', async () => {
    const created = await teacher()
    const before = await journalSize(server)
    const path = `/api/teachers/${created._id}`
    expect((await server.request('PATCH', path, { hourlyRate: 'many' })).status).toBe(400)
    expect((await server.request('PATCH', path, { hourlyRate: 1, area: 'no-such-area' })).status).toBe(400)
    expect((await server.request('POST', '/api/teachers', [{ name: 'ok' }, { hourlyRate: 3 }])).status).toBe(
      400
    )
    const account = await server.createUser()
    expect(
      (
        await server.request('POST', '/api/users', {
          name: 'Twin',
          email: account.email,
          password: 'pass-word-1'
        })
      ).status
    ).toBe(409)
    expect(await journalSize(server)).toBe(before + 1)
    expect((await historyOf(server, 'teachers', created._id)).length).toBe(1)
  })

  it('journal rows are written in the transaction of their write: a later step failing takes them back', async () => {
    const service = server.app.service('teachers') as ItemsService
    const before = await journalSize(server)
    await expect(
      server.app.get('knex').transaction(async (trx) => {
        await service._create([{ name: 'Rolled back' }], server.admin.user._id, trx)
        throw new Error('a later step of the same write fails')
      })
    ).rejects.toThrow('later step')
    expect(await journalSize(server)).toBe(before)
  })
})

describe('a create is stored without its values and read with those it set (R-38 import at the floor)', () => {
  it('reads the values of creation back through later changes, a removal and by the change’s id', async () => {
    const created = await teacher({ email: 'kept@example.com', area: areas[0] })
    const [row] = await server.app.get('knex')('journal_changes').where({ recordId: created._id })
    expect(JSON.parse(row.diff)).toEqual({})
    const path = `/api/teachers/${created._id}`
    await server.request('PATCH', path, { hourlyRate: 300, email: null })
    await server.request('PATCH', path, { hourlyRate: 320, name: '陳小文', area: areas[1] })
    const atCreation = {
      name: { old: null, new: '陳大文' },
      email: { old: null, new: 'kept@example.com' },
      hourlyRate: { old: null, new: 250 },
      area: { old: null, new: areas[0] },
      status: { old: null, new: 'pending' },
      verified: { old: null, new: false }
    }
    expect((await historyOf(server, 'teachers', created._id))[0].diff).toEqual(atCreation)
    expect((await server.request('DELETE', path)).status).toBe(200)
    const history = await historyOf(server, 'teachers', created._id)
    expect(history.map((change) => change.action)).toEqual(['create', 'patch', 'patch', 'remove'])
    expect(history[0].diff).toEqual(atCreation)
    expect((await server.request('GET', `/api/changes/${history[0]._id}`)).body.diff).toEqual(atCreation)
  })

  it('answers a create journaled with its values, as older journals hold them, as it was stored', async () => {
    const created = await teacher()
    const stored = { name: { old: null, new: 'As journaled' }, hourlyRate: { old: null, new: 250 } }
    await server.app
      .get('knex')('journal_changes')
      .where({ recordId: created._id })
      .update({ diff: JSON.stringify(stored) })
    expect((await historyOf(server, 'teachers', created._id))[0].diff).toEqual(stored)
  })

  it('reads every create of an import’s page with the values of its row', async () => {
    const report = await importCsv(
      server,
      'teachers',
      'name,hourlyRate\nRow one,110\nRow two,120\nRow three,\n'
    )
    const page = await server.request('GET', `/api/changes?batch=${report.body.batch}&$sort[at]=1`)
    const rates = page.body.data.map((change: any) => [change.diff.name.new, change.diff.hourlyRate?.new])
    expect(rates.sort()).toEqual([
      ['Row one', 110],
      ['Row three', undefined],
      ['Row two', 120]
    ])
  })
})
