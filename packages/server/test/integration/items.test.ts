import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let areaIds: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  const areas = ['中西區', '灣仔', '東區', '南區'].map((cht, order) => ({ name: { cht, en: `Area ${order}` }, value: `a${order}`, order }))
  const created = await server.request('POST', '/api/regAreas', areas)
  areaIds = created.body.map((area: { _id: string }) => area._id)
})
afterAll(() => server?.stop())

describe('generic collection service (C9)', () => {
  it('creates, gets, patches, updates and removes a record', async () => {
    const created = await server.request('POST', '/api/teachers', { name: '陳大文', email: 'chan@example.com', hourlyRate: 250, area: areaIds[0] })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: '陳大文', status: 'pending', verified: false })
    expect(created.body._id).toMatch(/^[0-9a-z]{26}$/)
    const id = created.body._id

    expect((await server.request('GET', `/api/teachers/${id}`)).body.email).toBe('chan@example.com')
    const patched = await server.request('PATCH', `/api/teachers/${id}`, { hourlyRate: 300 })
    expect(patched.body).toMatchObject({ hourlyRate: 300, name: '陳大文' })
    const updated = await server.request('PUT', `/api/teachers/${id}`, { name: '陳小文' })
    expect(updated.body).toMatchObject({ name: '陳小文', hourlyRate: null, status: 'pending' })
    expect((await server.request('DELETE', `/api/teachers/${id}`)).status).toBe(200)
    expect((await server.request('GET', `/api/teachers/${id}`)).status).toBe(404)
  })

  it('sets created, modified and modifiedBy on the server only (R-SCH-08)', async () => {
    const created = await server.request('POST', '/api/teachers', {
      name: 'Audit',
      modified: '1999-01-01T00:00:00.000Z',
      modifiedBy: 'intruder',
      created: '1999-01-01T00:00:00.000Z',
      _id: 'chosen-by-client'
    })
    expect(created.status).toBe(201)
    expect(created.body._id).not.toBe('chosen-by-client')
    expect(created.body.modified).not.toMatch(/^1999/)
    expect(created.body.created).not.toMatch(/^1999/)
    expect(created.body.modifiedBy).toBe(server.admin.user._id)
  })

  it('answers 404 for unknown ids on get, patch, update and remove (R-ED-14)', async () => {
    for (const method of ['GET', 'PATCH', 'PUT', 'DELETE']) {
      const answer = await server.request(method, '/api/teachers/no-such-id', method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' })
      expect(answer.status, method).toBe(404)
      expect(answer.body).toMatchObject({ name: 'NotFound', code: 404, className: 'not-found' })
    }
  })

  it('normalises translatable text from a string or a language map (R-SCH-06)', async () => {
    const fromString = await server.request('POST', '/api/news', { title: '開學日' })
    expect(fromString.body.title).toEqual([{ lang: 'cht', value: '開學日' }])
    const fromMap = await server.request('POST', '/api/news', { title: { en: 'Open day', chs: '开放日' }, content: { cht: '<p><br></p>' } })
    expect(fromMap.body.title).toEqual([
      { lang: 'chs', value: '开放日' },
      { lang: 'en', value: 'Open day' }
    ])
    expect(fromMap.body.content).toEqual([{ lang: 'cht', value: '' }])
    expect(fromMap.body.status).toBe('draft')
  })
})

describe('validation of writes (R-ED-08)', () => {
  it('answers 400 with one message per field and writes nothing', async () => {
    const before = (await server.request('GET', '/api/teachers?$limit=0')).body.total
    const answer = await server.request('POST', '/api/teachers', {
      email: 'not-an-email',
      hourlyRate: 'cheap',
      verified: 'yes',
      status: 'famous',
      birthDate: '2020-13-45',
      areas: 'all',
      unknownField: 1
    })
    expect(answer.status).toBe(400)
    expect(answer.body.name).toBe('BadRequest')
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ['areas', 'birthDate', 'email', 'hourlyRate', 'name', 'status', 'unknownField', 'verified'].sort()
    )
    expect((await server.request('GET', '/api/teachers?$limit=0')).body.total).toBe(before)
  })

  it('rejects references to records that do not exist', async () => {
    const answer = await server.request('POST', '/api/teachers', { name: 'Ref', area: 'missing', areas: [areaIds[0], 'gone'] })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.errors).sort()).toEqual(['area', 'areas'])
  })

  it('rejects a whole batch when one record is bad', async () => {
    const answer = await server.request('POST', '/api/regSexes', [{ name: '男' }, { name: 5 }])
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toHaveProperty(['1.name'])
    expect((await server.request('GET', '/api/regSexes')).body.total).toBe(0)
  })
})

describe('nested arrays (C12, R-ED-05)', () => {
  it('pushes, sets and pulls items on a sub-path in one patch each', async () => {
    const list = await server.request('POST', '/api/regPriceLists', { name: '標準價目', items: [{ name: '小學', price: 150 }] })
    const id = list.body._id
    const pushed = await server.request('PATCH', `/api/regPriceLists/${id}`, { $push: { items: { name: '中學', price: 220 } } })
    expect(pushed.body.items).toEqual([
      { name: '小學', price: 150 },
      { name: '中學', price: 220 }
    ])
    const set = await server.request('PATCH', `/api/regPriceLists/${id}`, { $set: { 'items.0.price': 180 } })
    expect(set.body.items[0]).toEqual({ name: '小學', price: 180 })
    const pulled = await server.request('PATCH', `/api/regPriceLists/${id}`, { $pull: { items: { name: '小學' } } })
    expect(pulled.body.items).toEqual([{ name: '中學', price: 220 }])
  })

  it('validates the result of a sub-path patch and keeps the record on failure', async () => {
    const list = await server.request('POST', '/api/regPriceLists', { name: '試', items: [{ name: 'A', price: 1 }] })
    const id = list.body._id
    const bad = await server.request('PATCH', `/api/regPriceLists/${id}`, { $set: { 'items.0.price': 'free' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty(['items.0.price'])
    const outOfRange = await server.request('PATCH', `/api/regPriceLists/${id}`, { $set: { 'items.7.price': 3 } })
    expect(outOfRange.status).toBe(400)
    const unknownOp = await server.request('PATCH', `/api/regPriceLists/${id}`, { $rename: { items: 'x' } })
    expect(unknownOp.status).toBe(400)
    expect((await server.request('GET', `/api/regPriceLists/${id}`)).body.items).toEqual([{ name: 'A', price: 1 }])
  })
})

describe('multi-row remove', () => {
  it('removes by query and refuses without a filter', async () => {
    await server.request('POST', '/api/regTutorLabels', [{ name: '耐心', value: 'x' }, { name: '專業', value: 'x' }, { name: '其他', value: 'y' }])
    expect((await server.request('DELETE', '/api/regTutorLabels')).status).toBe(400)
    const removed = await server.request('DELETE', '/api/regTutorLabels?value=x')
    expect(removed.status).toBe(200)
    expect(removed.body).toHaveLength(2)
    expect((await server.request('GET', '/api/regTutorLabels')).body.total).toBe(1)
  })
})
