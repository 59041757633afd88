import { validateRecord } from '@tutor-admin/shared'
import { afterAll, describe, expect, it } from 'vitest'
import { tableModel } from '../../src/db/schema/table-model'
import { DOCTOR_LISTS } from '../../src/seed/data/doctor-lists'
import { DEMO_SIZE } from '../../src/seed/demo-data'
import { findMissingRefs } from '../../src/services/items/check-refs'
import { createTestDatabase, type TestDatabase } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

const running: TestServer[] = []
const databases: TestDatabase[] = []
afterAll(async () => {
  for (const server of running) await server.stop({ keepDatabase: true })
  for (const db of databases) await db.drop()
})

/** Starts a server on `db`; the previous one on it is stopped first. */
const start = async (db: TestDatabase, seedDemo: boolean) => {
  const previous = running.pop()
  await previous?.stop({ keepDatabase: true })
  // The first administrator is made on the first start only: later starts sign in with the same password.
  const server = await startTestServer(
    { SEED_DEMO: String(seedDemo), ADMIN_PASSWORD: `pw-${db.dataDir}` },
    { db }
  )
  running.push(server)
  return server
}

const freshDatabase = async () => {
  const db = await createTestDatabase()
  databases.push(db)
  return db
}

const total = async (server: TestServer, name: string) =>
  (await server.request('GET', `/api/${name}?$limit=0`)).body.total

/** Every record of a collection, through the API. */
const readAll = async (server: TestServer, name: string) => {
  const records: Record<string, unknown>[] = []
  for (let skip = 0; ; skip += 1000) {
    const page = await server.request('GET', `/api/${name}?$limit=1000&$skip=${skip}`)
    expect(page.status, name).toBe(200)
    records.push(...page.body.data)
    if (records.length >= page.body.total) return records
  }
}

describe('start-up seeding (C5)', () => {
  it('keeps the doctor lists even with SEED_DEMO=false, and nothing else (R-DOM-48..50)', async () => {
    const db = await freshDatabase()
    let server = await start(db, false)
    for (const [name, entries] of Object.entries(DOCTOR_LISTS)) {
      const rows = (await server.request('GET', `/api/${name}?$limit=100&$sort[order]=1`)).body.data
      expect(
        rows.map((row: { value: string }) => row.value),
        name
      ).toEqual(entries.map((entry) => entry.value))
      expect(rows[0].name).toEqual(expect.arrayContaining([{ lang: 'en', value: entries[0].en }]))
    }
    const genders = (await server.request('GET', '/api/doctorgenders')).body.data
    expect(genders.map((row: { value: string }) => row.value)).toEqual(['male', 'female'])
    expect(await total(server, 'teachers')).toBe(0)
    expect(await total(server, 'regAreas')).toBe(0)

    await server.app.get('knex')('doctorgenders').where({ value: 'female' }).delete()
    server = await start(db, false)
    expect(await total(server, 'doctorgenders'), 'a missing row comes back, none doubles').toBe(2)
    expect(await total(server, 'doctorprofessions')).toBe(DOCTOR_LISTS.doctorprofessions.length)
  })

  it('seeds the demo on the first start; every record passes the server validation and its references exist', async () => {
    const db = await freshDatabase()
    const server = await start(db, true)
    const { catalogue } = { catalogue: server.app.get('catalogue') }
    const knex = server.app.get('knex')
    const sizes: Record<string, number> = {}
    for (const collection of catalogue.collections) {
      if (['users', 'attachments', 'schemas'].includes(collection.name)) continue
      const records = await readAll(server, collection.name)
      sizes[collection.name] = records.length
      expect(records.length, `${collection.name} has demo data`).toBeGreaterThan(0)
      for (const record of records) {
        const { _id, created, modified, modifiedBy, ...body } = record
        expect(
          () => validateRecord(collection.fields, body, 'create', catalogue.enums),
          `${collection.name} ${_id}`
        ).not.toThrow()
        expect(modifiedBy).toBeNull()
        expect(modified).toBe(created)
      }
      expect(
        await findMissingRefs(knex, catalogue, tableModel(collection), records),
        collection.name
      ).toEqual({})
    }
    expect(sizes.teachers).toBe(DEMO_SIZE.teachers)
    expect(sizes.findTeachers).toBe(DEMO_SIZE.requests)
    const matched = await server.request(
      'GET',
      '/api/findTeachers?status=matched&$limit=1&$populate=matchedTeacher'
    )
    expect(matched.body.data[0].matchedTeacher).toMatchObject({ status: 'active' })
    const recent = await server.request('GET', '/api/teachers?$sort[created]=-1&$limit=1')
    expect(Date.now() - Date.parse(recent.body.data[0].created)).toBeLessThan(7 * 24 * 3600 * 1000)
  })

  it('seeds the demo once: a restart adds nothing', async () => {
    const db = await freshDatabase()
    let server = await start(db, true)
    const before = await total(server, 'lessonJoins')
    await server.request(
      'DELETE',
      `/api/contacts/${(await server.request('GET', '/api/contacts?$limit=1')).body.data[0]._id}`
    )
    server = await start(db, true)
    expect(await total(server, 'lessonJoins')).toBe(before)
    expect(await total(server, 'contacts')).toBe(DEMO_SIZE.contacts - 1)
  })

  it('gives no demo data to a database that already holds records', async () => {
    const db = await freshDatabase()
    let server = await start(db, false)
    expect((await server.request('POST', '/api/teachers', { name: '陳大文' })).status).toBe(201)
    server = await start(db, true)
    expect(await total(server, 'teachers')).toBe(1)
    expect(await total(server, 'news')).toBe(0)
  })
})
