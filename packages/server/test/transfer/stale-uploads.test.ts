import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { removeStaleUploads, uploadTempDir } from '../../src/uploads/temp-files'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-stale-'))
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

it('removes at start what a stopped process left mid-upload, not uploads under way', async () => {
  const dir = uploadTempDir(dataDir)
  fs.mkdirSync(dir, { recursive: true })
  const left = path.join(dir, 'left.upload')
  const current = path.join(dir, 'current.upload')
  fs.writeFileSync(left, 'x')
  fs.writeFileSync(current, 'y')
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
  fs.utimesSync(left, twoHoursAgo, twoHoursAgo)
  await removeStaleUploads(dataDir)
  expect(fs.existsSync(left)).toBe(false)
  expect(fs.existsSync(current)).toBe(true)
  await removeStaleUploads(path.join(dataDir, 'missing'))
})
