import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaRecord, bulkInsert, seededRandom, teacherRecord } from '../../bench/teacher-data'
import { historyOf } from '../../test/support/journal-calls'
import { randomPassword, startTestServer, type TestServer } from '../../test/support/test-server'
import { loadCatalogue } from '../catalogue'
import { createKnex, sqliteFile } from '../db/connection'
import { getDialect } from '../db/dialects'
import { syncSchema } from '../db/schema/sync-schema'
import { SqliteDatabase } from '../db/sqlite-driver'
import { seedOnStart } from '../seed/seed-on-start'
import { migrateToPostgres } from './migrate'
import { advanceSequences } from './migrate-tables'
import { countRows, MIGRATION_PROGRESS_TABLE, productTables } from './product-tables'

/**
 * The demo data, people, history and 5,000 more teachers moved from SQLite to PostgreSQL, then
 * served from there. The source is SQLite whatever engine the suite runs on; the target is a
 * database of its own on the PostgreSQL server of the run (or the local one).
 */

const EXTRA_TEACHERS = 5000
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const targetName = `ta_test_migrate_${process.pid}_${Date.now().toString(36)}`
const targetUrl = Object.assign(new URL(serverUrl), { pathname: `/${targetName}` }).toString()

const onServer = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-migrate-'))
const adminPassword = randomPassword()
let editor: { email: string; password: string }
let edited: { _id: string; record: any; versions: number }
let sourceCounts: Record<string, number>
/** A saved view's state, kept as JSON text on both engines. */
const viewState = {
  keyword: 'exam',
  conditions: [{ path: 'status', cond: 'in', value1: ['draft'] }],
  sort: [{ field: 'modified', desc: true }],
  rowsPerPage: 50,
  columns: [{ field: 'title' }, { field: 'status', width: 120 }]
}

beforeAll(async () => {
  // SQLite with the demo data (its records, without drawing its pictures), then through the API an
  // editor, a teacher changed twice, a removed one, a saved view and a refused sign-in.
  const seeding = createKnex({ dataDir })
  try {
    const ctx = { knex: seeding, dialect: getDialect(seeding), catalogue: loadCatalogue() }
    await syncSchema(seeding, ctx.dialect, ctx.catalogue.collections)
    expect(await seedOnStart(ctx, true)).toBeGreaterThan(1000)
  } finally {
    await seeding.destroy()
  }
  const source = await startTestServer(
    { ADMIN_PASSWORD: adminPassword },
    { db: { dataDir, drop: async () => undefined } }
  )
  try {
    editor = await source.createUser({ role: 'editor', name: 'Editor' })
    await source.login(editor.email, editor.password)
    const created = await source.request('POST', '/api/teachers', { name: '陳大文', hourlyRate: 250 })
    await source.request('PATCH', `/api/teachers/${created.body._id}`, { hourlyRate: 300 })
    await source.request('PATCH', `/api/teachers/${created.body._id}`, { name: '陳小文', verified: true })
    const record = (await source.request('GET', `/api/teachers/${created.body._id}`)).body
    edited = { _id: created.body._id, record, versions: 3 }
    // Something in the trash, a saved view, and a refused sign-in in the security log.
    const removed = await source.request('POST', '/api/teachers', { name: 'Removed teacher' })
    expect((await source.request('DELETE', `/api/teachers/${removed.body._id}`)).status).toBe(200)
    const view = { list: '/news', name: 'Drafts', state: viewState }
    expect(await source.request('POST', '/api/savedViews', view)).toMatchObject({ status: 201 })
    await expect(source.login(editor.email, 'not-the-password')).rejects.toThrow()
  } finally {
    await source.stop({ keepDatabase: true })
  }
  const knex = createKnex({ dataDir })
  try {
    const ctx = { knex, dialect: getDialect(knex), catalogue: loadCatalogue() }
    const random = seededRandom(3)
    const areas = Array.from({ length: 20 }, (_, index) => areaRecord(index))
    await bulkInsert(ctx, ctx.catalogue.model('regAreas'), areas.length, (index) => areas[index])
    const areaIds = areas.map((area) => area._id)
    await bulkInsert(ctx, ctx.catalogue.model('teachers'), EXTRA_TEACHERS, (index) =>
      teacherRecord(random, index, EXTRA_TEACHERS, areaIds)
    )
    sourceCounts = await countRows(knex, await productTables(knex, ctx.dialect))
    for (const table of [
      'journal_changes',
      'journal_trash',
      'saved_views',
      'staff_sessions',
      'security_events',
      'users'
    ])
      expect(sourceCounts[table], table).toBeGreaterThan(0)
  } finally {
    await knex.destroy()
  }
  await onServer(`CREATE DATABASE "${targetName}"`)
}, 60_000)

/** A read of the SQLite database by a connection of its own that waits for no lock. */
const readsSqlite = () => {
  const db = new SqliteDatabase(sqliteFile(dataDir), { timeout: 0 })
  try {
    return db.prepare('SELECT count(*) FROM teachers').get()
  } finally {
    db.close()
  }
}

afterAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('moving from SQLite to PostgreSQL', () => {
  it('refuses while a server has the SQLite database open, and leaves PostgreSQL untouched', async () => {
    const running = createKnex({ dataDir })
    try {
      await running('teachers').first()
      await expect(migrateToPostgres({ dataDir, targetUrl })).rejects.toThrow(
        /is in use: stop the server .*then run the migration again/
      )
    } finally {
      await running.destroy()
    }
    const target = createKnex({ dataDir, databaseUrl: targetUrl })
    try {
      expect(await productTables(target, getDialect(target))).toEqual([])
      expect(await target.schema.hasTable(MIGRATION_PROGRESS_TABLE)).toBe(false)
    } finally {
      await target.destroy()
    }
  })

  it('resumes after an interruption and finishes without duplicates, counts and samples equal', async () => {
    let lockedMidCopy = false
    const interrupted = migrateToPostgres({
      dataDir,
      targetUrl,
      batchSize: 1000,
      afterBatch: (table, rows) => {
        // While the copy runs, a server starting on the SQLite database cannot write, nor even read.
        if (table === 'teachers' && !lockedMidCopy) {
          expect(readsSqlite).toThrow(/database is locked/)
          lockedMidCopy = true
        }
        if (table === 'teachers' && rows >= 2000) throw new Error('killed halfway')
      }
    })
    await expect(interrupted).rejects.toThrow('killed halfway')
    expect(lockedMidCopy).toBe(true)
    const partial = createKnex({ dataDir, databaseUrl: targetUrl })
    let copiedFirst = 0
    try {
      copiedFirst = Number((await partial(MIGRATION_PROGRESS_TABLE).sum({ rows: 'rows' }))[0].rows)
      expect(await partial.schema.hasTable(MIGRATION_PROGRESS_TABLE)).toBe(true)
      expect(Number((await partial('teachers').count({ count: '*' }))[0].count)).toBe(2000)
    } finally {
      await partial.destroy()
    }

    const report = await migrateToPostgres({ dataDir, targetUrl, batchSize: 1000 })
    expect(report.resumed).toBe(true)
    // The second run copied only what the first had not: no row twice.
    expect(report.copied).toBe(Object.values(sourceCounts).reduce((sum, rows) => sum + rows, 0) - copiedFirst)
    expect(report.counts).toEqual(sourceCounts)
    expect(report.sampled).toBeGreaterThan(100)

    const target = createKnex({ dataDir, databaseUrl: targetUrl })
    try {
      expect(await countRows(target, Object.keys(sourceCounts))).toEqual(sourceCounts)
      expect(sourceCounts.teachers).toBeGreaterThan(EXTRA_TEACHERS)
      const [{ distinct }] = await target('teachers').countDistinct({ distinct: '_id' })
      expect(Number(distinct)).toBe(sourceCounts.teachers)
      expect(await target.schema.hasTable(MIGRATION_PROGRESS_TABLE)).toBe(false)
      // The product's ids are text, but a serial column would be moved past the copied numbers.
      await target.raw('CREATE TABLE sequence_check (id serial PRIMARY KEY, note text)')
      await target('sequence_check').insert([1, 2, 5].map((id) => ({ id, note: 'copied' })))
      expect(await advanceSequences(target)).toBeGreaterThanOrEqual(1)
      expect(await target('sequence_check').insert({ note: 'new' }).returning('id')).toEqual([{ id: 6 }])
      await target.raw('DROP TABLE sequence_check')
    } finally {
      await target.destroy()
    }
    // Done, the database is no longer empty: a second migration into it is refused.
    await expect(migrateToPostgres({ dataDir, targetUrl })).rejects.toThrow(/not empty/)
  })

  describe('the server started on PostgreSQL', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer(
        { ADMIN_PASSWORD: adminPassword },
        { db: { dataDir, databaseUrl: targetUrl, drop: async () => undefined } }
      )
    })
    afterAll(() => server?.stop({ keepDatabase: true }))

    it('serves the same records, accounts, passwords and history', async () => {
      expect(server.app.get('dialect').name).toBe('postgres')
      // The administrator signed in with the old password (startTestServer), and so does the editor.
      await expect(server.login(editor.email, editor.password)).resolves.toEqual(expect.any(String))
      expect((await server.request('GET', `/api/teachers/${edited._id}`)).body).toEqual(edited.record)
      const history = await historyOf(server, 'teachers', edited._id)
      expect(history.map((change) => change.action)).toEqual(['create', 'patch', 'patch'])
      expect(history[1].diff).toMatchObject({ hourlyRate: expect.anything() })
      expect((await server.request('GET', '/api/trash?collection=teachers')).body.total).toBe(1)
      expect((await server.request('GET', '/api/savedViews')).body.data).toContainEqual(
        expect.objectContaining({ name: 'Drafts', list: '/news', state: viewState })
      )
      const total = await server.request('GET', '/api/teachers?$limit=0')
      expect(total.body.total).toBe(sourceCounts.teachers)
      // The text index, built on PostgreSQL by the product's own schema code, finds the copied rows.
      const found = await server.request(
        'GET',
        `/api/teachers?name[$contains]=${encodeURIComponent('陳小文')}`
      )
      expect(found.body.data.map((teacher: { _id: string }) => teacher._id)).toContain(edited._id)
      // New records get ids after the copied ones, and are journaled as before.
      const added = await server.request('POST', '/api/teachers', { name: 'New on PostgreSQL' })
      expect(added.status).toBe(201)
    })
  })
})
