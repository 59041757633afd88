import fs from 'node:fs'
import path from 'node:path'
import type { Knex } from 'knex'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededRandom, teacherRecord } from '../../bench/teacher-data'
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database'
import { loadCatalogue } from '../catalogue'
import { readConfig, type AppConfig } from '../config'
import { createKnex, sqliteFile } from '../db/connection'
import { getDialect } from '../db/dialects'
import { syncSchema } from '../db/schema/sync-schema'
import { takeBackup } from './backup'
import { dumpPostgres } from './postgres-dump'
import { restoreBackup } from './restore'
import { integrityCheck, openSqliteFile } from './sqlite-snapshot'

/** Backups on the engine the suite runs on (DATABASE_URL: PostgreSQL through pg_dump). */

const ROWS = 20_000
const BATCH = 500
const configOf = (db: TestDatabase): AppConfig =>
  readConfig({
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {})
  })

const databases: TestDatabase[] = []
const fresh = async () => {
  const db = await createTestDatabase()
  databases.push(db)
  return db
}

let source: TestDatabase
let archive: string
let backupStartedAfter = 0
const smallArchive = () => path.join(source.dataDir, 'out', 'before-import.tar.gz')

beforeAll(async () => {
  source = await createTestDatabase({ migrated: true })
  databases.push(source)
  const config = configOf(source)
  const knex = createKnex(config)
  const dialect = getDialect(knex)
  const catalogue = loadCatalogue()
  await syncSchema(knex, dialect, catalogue.collections)
  fs.mkdirSync(path.join(config.uploadsDir, 'teachers'), { recursive: true })
  fs.writeFileSync(path.join(config.uploadsDir, 'teachers', 'photo.jpg'), 'a picture')
  fs.writeFileSync(path.join(config.dataDir, 'auth-secret'), 'x'.repeat(48))
  archive = path.join(source.dataDir, 'out', 'backup.tar.gz')
  // A backup of the database before the import, to replace a restored one with.
  await takeBackup(config, smallArchive())
  const model = catalogue.model('teachers')
  const random = seededRandom(7)
  let backup: Promise<unknown> | undefined
  try {
    // An import in transactions of 500 rows; the backup starts after the fifth and runs beside the rest.
    for (let batch = 0; batch < ROWS / BATCH; batch++) {
      const records = Array.from({ length: BATCH }, (_, index) => ({
        ...teacherRecord(random, batch * BATCH + index, ROWS, ['area']),
        name: `b${String(batch).padStart(2, '0')} teacher ${index}`
      }))
      await knex.transaction((trx) => dialect.insertMany(trx, model, records))
      if (batch === 4) {
        backupStartedAfter = 5
        backup = takeBackup(config, archive)
      }
    }
    await backup
  } finally {
    await knex.destroy()
  }
}, 60_000)

afterAll(async () => {
  for (const db of databases) await db.drop()
})

describe('backup and restore', () => {
  let target: TestDatabase

  it('restores a backup taken during an import to an intact database holding whole batches only', async () => {
    target = await fresh()
    const manifest = await restoreBackup(configOf(target), archive)
    expect(manifest.engine).toBe(target.databaseUrl ? 'postgres' : 'sqlite')
    expect(manifest.uploads).toEqual({ storage: 'local', files: 1 })
    const knex = target.databaseUrl
      ? createKnex(configOf(target))
      : openSqliteFile(sqliteFile(target.dataDir))
    try {
      if (!target.databaseUrl) expect(await integrityCheck(knex)).toBe('ok')
      const rows: Array<{ batch: string; count: number }> = await knex('teachers')
        .select(knex.raw('substr(name, 1, 3) AS batch'))
        .count({ count: '*' })
        .groupBy('batch')
      const counts = rows.map((row) => Number(row.count))
      expect(counts.every((count) => count === BATCH)).toBe(true)
      // Taken during the import: after the batches committed before it started, before the last.
      expect(rows.length).toBeGreaterThanOrEqual(backupStartedAfter)
      expect(rows.length).toBeLessThan(ROWS / BATCH)
      expect(manifest.tables.teachers).toBe(rows.length * BATCH)
    } finally {
      await knex.destroy()
    }
    const restored = configOf(target)
    expect(fs.readFileSync(path.join(restored.uploadsDir, 'teachers', 'photo.jpg'), 'utf8')).toBe('a picture')
    expect(fs.readFileSync(path.join(restored.dataDir, 'auth-secret'), 'utf8')).toBe('x'.repeat(48))
  })

  it('refuses a target that holds data unless forced, and then replaces all it held', async () => {
    await expect(restoreBackup(configOf(target), smallArchive())).rejects.toThrow(/not empty.*--force/)
    const manifest = await restoreBackup(configOf(target), smallArchive(), { force: true })
    expect(manifest.tables.teachers).toBe(0)
    const knex = target.databaseUrl
      ? createKnex(configOf(target))
      : openSqliteFile(sqliteFile(target.dataDir))
    try {
      expect(Number((await knex('teachers').count({ count: '*' }))[0].count)).toBe(0)
    } finally {
      await knex.destroy()
    }
  })

  it('leaves uploads kept in S3 to the provider and says so', async () => {
    const config = configOf(source)
    const s3: AppConfig = {
      ...config,
      storage: { driver: 's3', bucket: 'media', region: 'us-east-1', forcePathStyle: false, prefix: '' }
    }
    const { manifest, notes } = await takeBackup(s3, path.join(source.dataDir, 'out', 's3.tar.gz'))
    expect(manifest.uploads).toMatchObject({ storage: 's3', files: 0 })
    expect(manifest.files.some((file) => file.path.startsWith('uploads/'))).toBe(false)
    expect(notes.join(' ')).toMatch(
      /S3 bucket media: backing the bucket up .* is the storage provider's part/
    )
  })

  it('says plainly that pg_dump is missing when it cannot be run', async () => {
    const searchPath = process.env.PATH
    process.env.PATH = path.join(source.dataDir, 'no-programs-here')
    try {
      await expect(dumpPostgres({} as Knex, 'postgres://unused', 'unused', async () => 0)).rejects.toThrow(
        /^pg_dump is not installed: install PostgreSQL's client programs/
      )
    } finally {
      process.env.PATH = searchPath
    }
  })

  describe('a damaged archive', () => {
    let empty: TestDatabase
    beforeAll(async () => {
      empty = await fresh()
    })

    /** Whether the target is still empty: no database file or tables, no uploads. */
    const stillEmpty = async () => {
      const config = configOf(empty)
      expect(fs.existsSync(sqliteFile(empty.dataDir))).toBe(false)
      expect(fs.existsSync(path.join(config.uploadsDir, 'teachers'))).toBe(false)
      if (!empty.databaseUrl) return
      const knex = createKnex(config)
      const { rows } = await knex.raw(`SELECT count(*) AS count FROM pg_tables WHERE schemaname = 'public'`)
      await knex.destroy()
      expect(Number(rows[0].count)).toBe(0)
    }

    it('is refused when its bytes are damaged, and the target stays empty', async () => {
      const damaged = path.join(source.dataDir, 'damaged.tar.gz')
      const bytes = fs.readFileSync(archive)
      for (let at = Math.floor(bytes.length / 2); at < bytes.length / 2 + 64; at++) bytes[at] ^= 0xff
      fs.writeFileSync(damaged, bytes)
      await expect(restoreBackup(configOf(empty), damaged)).rejects.toThrow()
      await stillEmpty()
    })

    it('is refused when a file was changed after its manifest was written (checksum)', async () => {
      const unpacked = path.join(source.dataDir, 'unpacked')
      fs.mkdirSync(unpacked)
      await tar.extract({ file: archive, cwd: unpacked })
      fs.appendFileSync(path.join(unpacked, 'uploads', 'teachers', 'photo.jpg'), '!')
      const tampered = path.join(source.dataDir, 'tampered.tar.gz')
      await tar.create({ gzip: true, file: tampered, cwd: unpacked }, fs.readdirSync(unpacked))
      await expect(restoreBackup(configOf(empty), tampered)).rejects.toThrow(
        /photo\.jpg .*fails its checksum/
      )
      await stillEmpty()
    })
  })
})
