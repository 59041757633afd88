import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../../test/support/test-server'
import {
  backupDue,
  backupSchedule,
  pruneBackups,
  runScheduledBackup,
  scheduledArchives
} from './backup-schedule'

const HOUR = 3_600_000

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' })
})
afterAll(() => server?.stop())

describe('scheduled backups', () => {
  it('keeps the newest archives only and tells when one is due', () => {
    const dir = path.join(server.db.dataDir, 'prune-test')
    fs.mkdirSync(dir)
    const names = ['20260101-000000', '20260102-000000', '20260103-000000'].map(
      (at) => `tutor-admin-${at}.tar.gz`
    )
    for (const name of [...names, 'notes.txt']) fs.writeFileSync(path.join(dir, name), '')
    expect(backupDue(dir, 24, Date.now())).toBe(false)
    expect(backupDue(dir, 24, Date.now() + 25 * HOUR)).toBe(true)
    expect(pruneBackups(dir, 2)).toEqual([names[0]])
    expect(fs.readdirSync(dir).sort()).toEqual(['notes.txt', names[1], names[2]])
    expect(backupDue(path.join(dir, 'none'), 24, Date.now())).toBe(true)
  })

  it('takes a backup when the newest is older than BACKUP_EVERY_HOURS and keeps BACKUP_KEEP', async () => {
    const { dir } = server.app.get('config').backup
    const now = Date.now()
    const first = await runScheduledBackup(server.app, now)
    expect(first && fs.existsSync(first)).toBe(true)
    expect(await runScheduledBackup(server.app, now + HOUR)).toBeUndefined()
    const second = await runScheduledBackup(server.app, now + 25 * HOUR)
    const third = await runScheduledBackup(server.app, now + 50 * HOUR)
    expect(scheduledArchives(dir)).toEqual([second, third].map((file) => path.basename(file!)))
  })

  it('runs inside the server process on SQLite, and leaves PostgreSQL to its own tools', async () => {
    const { dir } = server.app.get('config').backup
    fs.rmSync(dir, { recursive: true, force: true })
    const info = vi.spyOn(server.app.get('logger'), 'info')
    backupSchedule(server.app, 50)
    if (server.app.get('dialect').name === 'sqlite') {
      await vi.waitFor(() => expect(scheduledArchives(dir)).toHaveLength(1), {
        timeout: 10_000,
        interval: 50
      })
    } else {
      expect(info).toHaveBeenCalledWith(
        expect.stringContaining('BACKUP_EVERY_HOURS is for the embedded SQLite')
      )
      expect(scheduledArchives(dir)).toEqual([])
    }
  })
})
