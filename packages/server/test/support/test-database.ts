import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { sqliteFile } from '../../src/db/connection'

/** A database of its own for one test file: a fresh SQLite folder, or a fresh PostgreSQL database. */
export interface TestDatabase {
  dataDir: string
  databaseUrl?: string
  drop(): Promise<void>
}

/**
 * Where schema-template.ts left a database already brought up to the catalogue: a SQLite file, or
 * the name of a PostgreSQL database to copy. Unset outside a test run (benches start empty).
 */
export const TEMPLATE_VARIABLES = {
  sqlite: 'TEST_SCHEMA_TEMPLATE_FILE',
  postgres: 'TEST_SCHEMA_TEMPLATE_DATABASE'
}

/**
 * A fresh database. `migrated`: a copy of the run's schema template, so that the server's start finds
 * its tables in place instead of creating them (as a restart does); else an empty one.
 */
export const createTestDatabase = async (options: { migrated?: boolean } = {}): Promise<TestDatabase> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-test-'))
  const baseUrl = process.env.DATABASE_URL
  if (!baseUrl) {
    const template = options.migrated ? process.env[TEMPLATE_VARIABLES.sqlite] : undefined
    if (template) fs.copyFileSync(template, sqliteFile(dataDir))
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) }
  }
  const name = `ta_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const template = options.migrated ? process.env[TEMPLATE_VARIABLES.postgres] : undefined
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
  // A commit answers before its log reaches the disk: the tests stop servers, not PostgreSQL.
  await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`)
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
