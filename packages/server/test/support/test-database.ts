import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** A database of its own for one test file: a fresh SQLite folder, or a fresh PostgreSQL database. */
export interface TestDatabase {
  dataDir: string
  databaseUrl?: string
  drop(): Promise<void>
}

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-test-'))
  const baseUrl = process.env.DATABASE_URL
  if (!baseUrl) return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) }
  const name = `ta_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
