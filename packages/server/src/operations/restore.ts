import fs from 'node:fs'
import type { Knex } from 'knex'
import path from 'node:path'
import { SECRET_FILE } from '../auth/auth-secret'
import type { AppConfig } from '../config'
import { createKnex, sqliteFile } from '../db/connection'
import { getDialect } from '../db/dialects'
import { listFiles, readArchive, type Manifest } from './archive'
import { ARCHIVE_PATHS } from './backup'
import { restorePostgres } from './postgres-dump'
import { countRows, productTables } from './product-tables'
import { integrityCheck, openSqliteFile } from './sqlite-snapshot'

export interface RestoreOptions {
  /** Replace what the target holds (a database, uploads, another secret) instead of refusing. */
  force?: boolean
}

/** Tables whose rows differ from the manifest's, as sentences. */
const countMismatches = (expected: Record<string, number>, found: Record<string, number>) =>
  [...new Set([...Object.keys(expected), ...Object.keys(found)])]
    .filter((table) => expected[table] !== found[table])
    .map(
      (table) => `${table}: ${found[table] ?? 'missing'} rows, the manifest says ${expected[table] ?? 'none'}`
    )

/** What the target already holds that a restore would replace, as sentences; empty when it may go ahead. */
const occupied = async (config: AppConfig, manifest: Manifest, staging: string): Promise<string[]> => {
  const found: string[] = []
  if (manifest.engine === 'sqlite' && fs.existsSync(sqliteFile(config.dataDir)))
    found.push(`${sqliteFile(config.dataDir)} exists`)
  if (manifest.engine === 'postgres') {
    const knex = createKnex(config)
    try {
      const tables = await productTables(knex, getDialect(knex))
      if (tables.length) found.push(`the database at DATABASE_URL holds ${tables.length} tables`)
    } finally {
      await knex.destroy()
    }
  }
  if (manifest.uploads.files && listFiles(config.uploadsDir).length)
    found.push(`${config.uploadsDir} holds files`)
  const secret = path.join(config.dataDir, SECRET_FILE)
  const archived = path.join(staging, ARCHIVE_PATHS.authSecret)
  if (
    fs.existsSync(archived) &&
    fs.existsSync(secret) &&
    !fs.readFileSync(secret).equals(fs.readFileSync(archived))
  )
    found.push(`${secret} holds another secret`)
  return found
}

/** Checks the SQLite file of the archive and moves it into DATA_DIR. */
const restoreSqlite = async (config: AppConfig, manifest: Manifest, staging: string) => {
  const file = path.join(staging, ARCHIVE_PATHS.sqlite)
  const knex = openSqliteFile(file)
  try {
    const check = await integrityCheck(knex)
    if (check !== 'ok') throw new Error(`The archived database fails SQLite's integrity check: ${check}`)
    const mismatches = countMismatches(
      manifest.tables,
      await countRows(knex, await productTables(knex, getDialect(knex)))
    )
    if (mismatches.length)
      throw new Error(`The archived database differs from its manifest: ${mismatches.join('; ')}`)
  } finally {
    await knex.destroy()
  }
  const target = sqliteFile(config.dataDir)
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true })
  fs.renameSync(file, target)
}

/**
 * Drops every table of the database's schema (their triggers with them), so that a forced restore
 * leaves nothing of what was there; pg_restore's --clean then drops the dumped functions.
 */
const dropAllTables = async (knex: Knex) => {
  const { rows } = await knex.raw(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`)
  for (const { tablename } of rows as Array<{ tablename: string }>)
    await knex.raw('DROP TABLE IF EXISTS ?? CASCADE', [tablename])
}

/** Restores the dump into the database at DATABASE_URL and checks its rows against the manifest. */
const restoreDatabase = async (config: AppConfig, manifest: Manifest, staging: string, force: boolean) => {
  if (!config.databaseUrl)
    throw new Error(
      'This archive holds a PostgreSQL database: set DATABASE_URL to the database to restore it into.'
    )
  const knex = createKnex(config)
  try {
    if (force) await dropAllTables(knex)
    await restorePostgres(config.databaseUrl, path.join(staging, ARCHIVE_PATHS.postgres), force)
    const mismatches = countMismatches(
      manifest.tables,
      await countRows(knex, await productTables(knex, getDialect(knex)))
    )
    if (mismatches.length)
      throw new Error(`The restored database differs from the manifest: ${mismatches.join('; ')}`)
  } finally {
    await knex.destroy()
  }
}

/** Moves the archive's uploads and secret into DATA_DIR, replacing what was there. */
const restoreFiles = (config: AppConfig, staging: string) => {
  const uploads = path.join(staging, ARCHIVE_PATHS.uploads)
  if (fs.existsSync(uploads)) {
    fs.rmSync(config.uploadsDir, { recursive: true, force: true })
    fs.renameSync(uploads, config.uploadsDir)
  }
  const secret = path.join(staging, ARCHIVE_PATHS.authSecret)
  if (fs.existsSync(secret)) {
    fs.copyFileSync(secret, path.join(config.dataDir, SECRET_FILE))
    fs.chmodSync(path.join(config.dataDir, SECRET_FILE), 0o600)
  }
}

/**
 * Restores a backup archive into DATA_DIR (SQLite, uploads, secret) or the database at
 * DATABASE_URL (PostgreSQL): the archive is checked first (checksums, then the database's
 * integrity and its rows against the manifest), and a target that holds data is refused unless
 * `force`. Answers the archive's manifest.
 */
export const restoreBackup = async (config: AppConfig, file: string, options: RestoreOptions = {}) => {
  fs.mkdirSync(config.dataDir, { recursive: true })
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'))
  try {
    const manifest = await readArchive(file, staging)
    if (manifest.engine === 'sqlite' && config.databaseUrl)
      throw new Error(
        'This archive holds a SQLite database: restore it without DATABASE_URL, then move it with npm run migrate.'
      )
    const found = await occupied(config, manifest, staging)
    if (found.length && !options.force)
      throw new Error(
        `The target is not empty (${found.join('; ')}): restore into an empty one, or pass --force to replace it.`
      )
    if (manifest.engine === 'sqlite') await restoreSqlite(config, manifest, staging)
    else await restoreDatabase(config, manifest, staging, Boolean(options.force))
    restoreFiles(config, staging)
    return manifest
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
