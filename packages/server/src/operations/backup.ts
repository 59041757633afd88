import fs from 'node:fs'
import path from 'node:path'
import { SECRET_FILE } from '../auth/auth-secret'
import type { AppConfig } from '../config'
import { createKnex, sqliteFile } from '../db/connection'
import { getDialect } from '../db/dialects'
import { listFiles, writeArchive, type Manifest } from './archive'
import { dumpPostgres } from './postgres-dump'
import { describeDatabase, MIGRATION_PROGRESS_TABLE, TEXT_INDEX_TABLE, versionOf } from './product-tables'
import { snapshotSqlite } from './sqlite-snapshot'

/** Where an archive keeps each part. */
export const ARCHIVE_PATHS = {
  sqlite: 'database/tutor-admin.sqlite',
  postgres: 'database/postgres.dump',
  uploads: 'uploads',
  authSecret: `data/${SECRET_FILE}`
}

export interface BackupResult {
  file: string
  manifest: Manifest
  /** Sentences for the person who took it (what the archive leaves out). */
  notes: string[]
}

/** `tutor-admin-20260128-031500.tar.gz`: names that sort by time. */
export const backupFileName = (at = new Date()) =>
  `tutor-admin-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz`

/** A folder for the parts of an archive on the same file system as the data, so that uploads are hard-linked, not copied. */
const stagingDir = (config: AppConfig, purpose: string) => {
  fs.mkdirSync(config.dataDir, { recursive: true })
  return fs.mkdtempSync(path.join(config.dataDir, `.${purpose}-`))
}

/**
 * Links (or, across file systems, copies) every uploaded file into the archive's folder: a link
 * keeps the file as it is now, whatever the server writes meanwhile, and costs no space.
 */
const stageUploads = (uploadsDir: string, into: string) => {
  // Image variants are made again on request; files being uploaded are not stored yet.
  const files = listFiles(uploadsDir).filter((file) => !/^(_variants|\.partial)\//.test(file))
  for (const file of files) {
    const target = path.join(into, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.linkSync(path.join(uploadsDir, file), target)
    } catch {
      fs.copyFileSync(path.join(uploadsDir, file), target)
    }
  }
  return files.length
}

/** The database's part of a backup, with the tables and schema version read in the same snapshot. */
const stageDatabase = async (config: AppConfig, staging: string) => {
  fs.mkdirSync(path.join(staging, 'database'))
  if (!config.databaseUrl) {
    const copy = path.join(staging, ARCHIVE_PATHS.sqlite)
    const snapshot = await snapshotSqlite(sqliteFile(config.dataDir), copy, TEXT_INDEX_TABLE)
    if (snapshot.integrity !== 'ok')
      throw new Error(`The copy of the SQLite database fails its integrity check: ${snapshot.integrity}`)
    const tables = Object.fromEntries(
      Object.entries(snapshot.tables).filter(([table]) => table !== MIGRATION_PROGRESS_TABLE)
    )
    return { engine: 'sqlite' as const, tables, schemaVersion: versionOf(snapshot.columns) }
  }
  const knex = createKnex(config)
  try {
    const dialect = getDialect(knex)
    const described = await dumpPostgres(
      knex,
      config.databaseUrl,
      path.join(staging, ARCHIVE_PATHS.postgres),
      (trx) => describeDatabase(trx, dialect)
    )
    return { engine: 'postgres' as const, ...described }
  } finally {
    await knex.destroy()
  }
}

/**
 * Takes a consistent backup while the server keeps serving: the database (SQLite by `VACUUM INTO`,
 * PostgreSQL by pg_dump), the uploads kept on disk and the generated access-token secret, as one
 * archive at `out` with a manifest (engine, schema version, rows per table, checksums).
 */
export const takeBackup = async (config: AppConfig, out: string): Promise<BackupResult> => {
  const staging = stagingDir(config, 'backup')
  const notes: string[] = []
  try {
    const database = await stageDatabase(config, staging)
    let uploads: Manifest['uploads']
    if (config.storage.driver === 'local') {
      uploads = {
        storage: 'local',
        files: stageUploads(config.uploadsDir, path.join(staging, ARCHIVE_PATHS.uploads))
      }
    } else {
      const note = `Uploads are kept in the S3 bucket ${config.storage.bucket}: backing the bucket up (versioning, replication) is the storage provider's part; this archive holds none of them.`
      uploads = { storage: 's3', files: 0, note }
      notes.push(note)
    }
    const secret = path.join(config.dataDir, SECRET_FILE)
    if (!config.authSecret && fs.existsSync(secret)) {
      fs.mkdirSync(path.join(staging, 'data'))
      fs.copyFileSync(secret, path.join(staging, ARCHIVE_PATHS.authSecret))
    } else if (config.authSecret)
      notes.push(
        'AUTH_SECRET is set in the environment: keep it with the backup, two-factor secrets are sealed with it.'
      )
    const manifest = await writeArchive(staging, out, {
      format: 1,
      product: 'tutor-admin',
      createdAt: new Date().toISOString(),
      ...database,
      uploads
    })
    return { file: out, manifest, notes }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
