import fs from 'node:fs'
import path from 'node:path'

/** The temporary files of uploads: under the data folder, so that a kept file can be renamed into place. */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'tmp')

/** Temporary files older than this belong to no upload under way: a process stopped mid-upload left them. */
const STALE_AFTER_MS = 60 * 60 * 1000

/** Deletes what stopped processes left in the temporary folder (run at start; others may share it). */
export const removeStaleUploads = async (dataDir: string, now = Date.now()) => {
  const dir = uploadTempDir(dataDir)
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  for (const name of names) {
    const file = path.join(dir, name)
    const stat = await fs.promises.stat(file).catch(() => undefined)
    if (stat?.isFile() && now - stat.mtimeMs > STALE_AFTER_MS) await fs.promises.rm(file, { force: true })
  }
}
