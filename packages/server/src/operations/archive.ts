import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'

/** The version of the archive's layout that this code writes and reads. */
export const ARCHIVE_FORMAT = 1
export const MANIFEST_FILE = 'manifest.json'

export interface ArchivedFile {
  path: string
  size: number
  sha256: string
}

/** What a backup archive holds, written at its start as `manifest.json`. */
export interface Manifest {
  format: number
  product: 'tutor-admin'
  createdAt: string
  engine: 'sqlite' | 'postgres'
  /** A fingerprint of the tables and their columns (`schemaVersion` in product-tables.ts). */
  schemaVersion: string
  /** Rows of each table, as the database file or dump holds them. */
  tables: Record<string, number>
  /** Where uploads were kept, and how many files the archive holds. */
  uploads: { storage: 'local' | 's3'; files: number; note?: string }
  /** Every other file of the archive, with its size and SHA-256. */
  files: ArchivedFile[]
  /** SHA-256 of the manifest without this field: a changed manifest is refused too. */
  checksum: string
}

export const sha256File = async (file: string) => {
  const hash = crypto.createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

const manifestChecksum = (manifest: Omit<Manifest, 'checksum'>) =>
  crypto.createHash('sha256').update(JSON.stringify(manifest)).digest('hex')

/** Every file under `dir`, as paths relative to it with `/` separators. */
export const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort()
    : []

/**
 * Writes the files of `staging` and their manifest as one gzipped tar archive at `out`: written
 * beside it first and renamed, so that `out` is never a half-written archive.
 */
export const writeArchive = async (
  staging: string,
  out: string,
  manifest: Omit<Manifest, 'files' | 'checksum'>
): Promise<Manifest> => {
  const paths = listFiles(staging).filter((file) => file !== MANIFEST_FILE)
  const files: ArchivedFile[] = []
  for (const file of paths) {
    const full = path.join(staging, file)
    files.push({ path: file, size: fs.statSync(full).size, sha256: await sha256File(full) })
  }
  const unsigned = { ...manifest, files }
  const complete: Manifest = { ...unsigned, checksum: manifestChecksum(unsigned) }
  fs.writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(complete, null, 2))
  fs.mkdirSync(path.dirname(out), { recursive: true })
  const partial = `${out}.partial`
  await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, ...paths])
  fs.renameSync(partial, out)
  return complete
}

/**
 * Unpacks an archive into the empty folder `into` and checks it against its manifest: the
 * manifest's own checksum, then each file's size and SHA-256, and that it holds no other file.
 * Throws, naming what differs, on any mismatch.
 */
export const readArchive = async (file: string, into: string): Promise<Manifest> => {
  if (!fs.existsSync(file)) throw new Error(`There is no backup archive at ${file}.`)
  fs.mkdirSync(into, { recursive: true })
  try {
    await tar.extract({ file, cwd: into, strict: true })
  } catch (error) {
    throw new Error(`${file} is not a readable backup archive (${(error as Error).message}).`)
  }
  const manifestPath = path.join(into, MANIFEST_FILE)
  if (!fs.existsSync(manifestPath))
    throw new Error(`${file} holds no ${MANIFEST_FILE}: not a backup archive.`)
  let manifest: Manifest
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest
  } catch {
    throw new Error(`The manifest of ${file} is damaged.`)
  }
  const { checksum, ...unsigned } = manifest
  if (manifestChecksum(unsigned) !== checksum) throw new Error(`The manifest of ${file} fails its checksum.`)
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new Error(`${file} is of archive format ${manifest.format}; this version reads ${ARCHIVE_FORMAT}.`)
  const listed = new Set(manifest.files.map((entry) => entry.path))
  const extra = listFiles(into).filter((entry) => entry !== MANIFEST_FILE && !listed.has(entry))
  if (extra.length)
    throw new Error(`${file} holds files its manifest does not list: ${extra.slice(0, 3).join(', ')}`)
  for (const entry of manifest.files) {
    const full = path.join(into, entry.path)
    if (!fs.existsSync(full)) throw new Error(`${file} misses ${entry.path}, which its manifest lists.`)
    if (fs.statSync(full).size !== entry.size || (await sha256File(full)) !== entry.sha256)
      throw new Error(`${entry.path} in ${file} fails its checksum: the archive is damaged.`)
  }
  return manifest
}
