import fs from 'node:fs'
import path from 'node:path'
import lockfile from 'proper-lockfile'
import type { Application } from '../declarations'
import { repeatUntilTeardown } from '../jobs/repeat-until-teardown'

/** How often the server looks whether a scheduled backup is due. */
export const BACKUP_CHECK_MS = 10 * 60_000
const ARCHIVE_NAME = /^tutor-admin-\d{8}-\d{6}\.tar\.gz$/

/** The scheduled archives in `dir`, oldest first (their names sort by time). */
export const scheduledArchives = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => ARCHIVE_NAME.test(name))
        .sort()
    : []

/** Removes the oldest scheduled archives beyond the `keep` newest; answers those removed. */
export const pruneBackups = (dir: string, keep: number) => {
  const removed = scheduledArchives(dir).slice(0, -keep)
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true })
  return removed
}

/** Whether the newest scheduled archive is older than `everyHours` (or there is none). */
export const backupDue = (dir: string, everyHours: number, now: number) => {
  const newest = scheduledArchives(dir).at(-1)
  return !newest || fs.statSync(path.join(dir, newest)).mtimeMs <= now - everyHours * 3_600_000
}

/**
 * Takes a backup when one is due and prunes the old ones, unless another server process sharing
 * the data folder is taking one (a lock on the folder). Answers the archive written, if any.
 */
export const runScheduledBackup = async (app: Application, now = Date.now()) => {
  const config = app.get('config')
  const { dir, everyHours, keep } = config.backup
  if (!backupDue(dir, everyHours, now)) return undefined
  fs.mkdirSync(dir, { recursive: true })
  const release = await lockfile.lock(dir, { realpath: false, stale: 3_600_000 }).catch(() => undefined)
  if (!release) return undefined
  try {
    if (!backupDue(dir, everyHours, now)) return undefined
    // Loaded when a backup is due, not with every start of the server.
    const { backupFileName, takeBackup } = await import('./backup')
    const { file, manifest } = await takeBackup(config, path.join(dir, backupFileName(new Date(now))))
    const removed = pruneBackups(dir, keep)
    app.get('logger').info({ file, tables: Object.keys(manifest.tables).length, removed }, 'backup taken')
    return file
  } finally {
    await release()
  }
}

/**
 * Scheduled backups of the embedded SQLite database (`BACKUP_EVERY_HOURS`, `BACKUP_KEEP`), taken
 * inside the server process while it serves: every ten minutes it looks whether the newest
 * archive is older than the interval, so that a restart neither skips nor repeats one. PostgreSQL
 * is backed up by its own tools (or `npm run backup`): a server on it schedules nothing.
 */
export const backupSchedule = (app: Application, checkMs = BACKUP_CHECK_MS) => {
  const config = app.get('config')
  if (!config.backup.everyHours) return
  const logger = app.get('logger')
  if (config.databaseUrl) {
    logger.info(
      'BACKUP_EVERY_HOURS is for the embedded SQLite database: back PostgreSQL up with pg_dump (npm run backup) or your provider'
    )
    return
  }
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      await runScheduledBackup(app)
    } catch (error) {
      logger.error({ err: error }, 'the scheduled backup failed')
    } finally {
      running = false
    }
  }
  repeatUntilTeardown(app, checkMs, () => void run())
}
