import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { BadRequest } from '@feathersjs/errors'
import busboy from 'busboy'
import { PayloadTooLarge, UnsupportedMediaType } from '../../errors'

export interface ReceivedFile {
  /** The part as written to a temporary file, which `remove` deletes. */
  path: string
  /** The file name the client gave. */
  name: string
  /** The type the client gave: a claim, not checked. */
  mime: string
  size: number
}

export interface ReceivedUpload {
  file: ReceivedFile
  /** The form's other fields. */
  fields: Record<string, string>
  /** Deletes the temporary file; the caller calls it once done with the file, whatever happened. */
  remove(): Promise<void>
}

export interface ReceiveOptions {
  /** Name of the part that carries the file. */
  part: string
  /** Largest file accepted: 413 beyond, as soon as it is passed. */
  maxBytes: number
  /** Folder for the temporary file, made when missing. */
  dir: string
  maxFields?: number
}

const MAX_FIELD_BYTES = 64 * 1024

/** The temporary files of uploads: under the data folder, so that a kept file can be renamed into place. */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'tmp')

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

interface Write {
  done: Promise<void>
  closed: Promise<void>
}

/**
 * Streams the `part` of a multipart/form-data request to a temporary file, counting its bytes.
 * Every failure answers a 4xx and leaves no file: not multipart (415), a file over `maxBytes`
 * (413, without reading further), no such part, a body cut short or a client gone (400).
 */
export const receiveUpload = async (
  req: IncomingMessage,
  options: ReceiveOptions
): Promise<ReceivedUpload> => {
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''))
    throw new UnsupportedMediaType('Send the file as multipart/form-data')
  const maxFields = options.maxFields ?? 20
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fileSize: options.maxBytes, files: 1, fields: maxFields, fieldSize: MAX_FIELD_BYTES }
    })
  } catch (error) {
    throw new BadRequest((error as Error).message)
  }
  await fs.promises.mkdir(options.dir, { recursive: true })
  const target = path.join(options.dir, `${randomUUID()}.upload`)
  const remove = () => fs.promises.rm(target, { force: true })

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = Object.create(null)
    let file: ReceivedFile | undefined
    let write: Write | undefined
    let failure: Error | undefined
    let settling = false

    /** Waits for the file to close before deleting it: a file still opening would outlive the delete. */
    const settle = async () => {
      if (settling) return
      settling = true
      await write?.done.catch(() => {})
      await write?.closed
      if (failure) {
        await remove()
        reject(failure)
      } else if (!file) {
        await remove()
        reject(
          new BadRequest(`Send the file in a part named "${options.part}"`, {
            errors: { [options.part]: 'is required' }
          })
        )
      } else resolve({ file, fields, remove })
    }

    const fail = (error: Error) => {
      if (failure) return
      failure = error
      // The rest of the body is read and dropped, so that the client, still sending, reads the answer.
      req.unpipe(parser)
      req.resume()
      // Not from inside one of busboy's own events: it reads its state again after emitting them.
      process.nextTick(() => {
        parser.destroy()
        void settle()
      })
    }

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new PayloadTooLarge(`The form field ${name} is too long`))
      else fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      // Busboy fails a file stream when the body ends early: every stream needs an error listener.
      if (name !== options.part || file) {
        stream.on('error', () => {})
        stream.resume()
        return
      }
      const received: ReceivedFile = {
        path: target,
        name: info.filename ?? '',
        mime: info.mimeType ?? '',
        size: 0
      }
      file = received
      stream.on('limit', () =>
        fail(new PayloadTooLarge(`The file is larger than ${megabytes(options.maxBytes)}`))
      )
      const out = fs.createWriteStream(target, { flags: 'wx' })
      write = {
        done: pipeline(stream, out).then(() => {
          received.size = out.bytesWritten
        }),
        closed: new Promise((done) => out.once('close', done))
      }
      write.done.catch((error: Error) => fail(new BadRequest(`The upload failed: ${error.message}`)))
    })
    parser.on('error', (error: Error) => fail(new BadRequest(`The upload was cut short: ${error.message}`)))
    parser.on('finish', () => {
      if (!failure) void settle()
    })
    req.on('error', () => fail(new BadRequest('The upload was cut short')))
    req.on('close', () => {
      if (!req.complete) fail(new BadRequest('The upload was cut short'))
    })
    req.pipe(parser)
    if (req.destroyed && !req.complete) fail(new BadRequest('The upload was cut short'))
  })
}

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
