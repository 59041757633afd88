import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { BadRequest } from '@feathersjs/errors'
import { errorData } from '@tutor-admin/shared'
import busboy from 'busboy'
import { PayloadTooLarge, UnsupportedMediaType } from '../errors/http-errors'

export interface ReceivedFile {
  /** The temporary file holding the part. */
  path: string
  /** The file name the client gave. */
  name: string
  /** The type the client claimed: not trusted. */
  claimedType: string
  size: number
}

export interface ReceiveFilesOptions {
  /** Name of the parts that carry files. */
  part: string
  /** Largest file: 413 as soon as one passes it. */
  maxBytes: number
  /** Most files in one request. */
  maxFiles: number
  /** Folder of the temporary files, made when missing. */
  dir: string
}

export interface ReceivedFiles {
  files: ReceivedFile[]
  fields: Record<string, string>
  /** Deletes every temporary file; call it once done, whatever happened. */
  remove(): Promise<void>
}

const MAX_FIELDS = 20
const MAX_FIELD_BYTES = 16 * 1024

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/**
 * Streams every `part` of a multipart/form-data request to a temporary file of its own, so that no
 * file is ever held in memory. Any failure answers a 4xx and leaves no file behind: not multipart
 * (415), a file over `maxBytes` or too many files (413, without reading further), no file (400), a
 * body cut short or a client gone (400). Serves attachment uploads (several files) and imports (one).
 */
export const receiveFiles = async (
  req: IncomingMessage,
  options: ReceiveFilesOptions
): Promise<ReceivedFiles> => {
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''))
    throw new UnsupportedMediaType('Send the files as multipart/form-data')
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        fileSize: options.maxBytes,
        files: options.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES
      }
    })
  } catch (error) {
    throw new BadRequest((error as Error).message)
  }
  await fs.promises.mkdir(options.dir, { recursive: true })

  const files: ReceivedFile[] = []
  const writes: Array<Promise<unknown>> = []
  const remove = async () => {
    await Promise.all(writes.map((write) => write.catch(() => {})))
    await Promise.all(files.map((file) => fs.promises.rm(file.path, { force: true })))
  }

  return new Promise<ReceivedFiles>((resolve, reject) => {
    const fields: Record<string, string> = {}
    const streams: NodeJS.ReadableStream[] = []
    const outs: fs.WriteStream[] = []
    let failure: Error | undefined
    let settled = false

    const settle = async () => {
      if (settled) return
      settled = true
      // Every write has ended (closed its file) before anything is deleted or handed over.
      const results = await Promise.allSettled(writes)
      const broken = results.find((result) => result.status === 'rejected')
      if (!failure && broken) failure = new BadRequest('The upload failed while it was written')
      if (!failure && files.length === 0)
        failure = new BadRequest(`Send at least one file in a part named "${options.part}"`, {
          errors: { [options.part]: 'is required' }
        })
      if (failure) {
        await remove()
        reject(failure)
      } else resolve({ files, fields, remove })
    }

    const fail = (error: Error) => {
      if (failure) return
      failure = error
      // Busboy reports limits from inside its parsing and goes on using its file stream afterwards:
      // destroying the parser there makes it throw out of the stream, which would stop the process.
      setImmediate(() => {
        // The rest of the body is read and dropped, so that a client still sending reads the answer.
        req.unpipe(parser)
        req.resume()
        parser.destroy()
        // A file stream the parser no longer feeds would never end: its write would wait for ever.
        for (const stream of streams) (stream as unknown as { destroy(): void }).destroy()
        for (const out of outs) out.destroy()
        void settle()
      })
    }

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new PayloadTooLarge(`The form field ${name} is too long`))
      else fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      // Busboy fails a file stream when the body ends early: every stream has an error listener.
      stream.on('error', (error: Error) => fail(new BadRequest(`The upload was cut short: ${error.message}`)))
      if (name !== options.part || failure) {
        stream.resume()
        return
      }
      const received: ReceivedFile = {
        path: path.join(options.dir, `${randomUUID()}.upload`),
        name: info.filename ?? '',
        claimedType: info.mimeType ?? '',
        size: 0
      }
      files.push(received)
      streams.push(stream)
      stream.on('limit', () =>
        fail(
          new PayloadTooLarge(
            `A file is larger than ${megabytes(options.maxBytes)}`,
            errorData('fileTooLarge', { max: options.maxBytes })
          )
        )
      )
      const out = fs.createWriteStream(received.path, { flags: 'wx' })
      outs.push(out)
      // Written only when the file ended and was flushed; any other way its file closes is a failure.
      const write = new Promise<void>((resolve, reject) => {
        let finished = false
        out.on('finish', () => {
          finished = true
          received.size = out.bytesWritten
        })
        out.on('error', () => {})
        out.on('close', () => (finished ? resolve() : reject(new Error('The file was not written whole'))))
        stream.on('error', () => out.destroy())
        stream.pipe(out)
      })
      writes.push(write)
      write.catch(() => fail(new BadRequest('The upload was cut short')))
    })
    parser.on('filesLimit', () =>
      fail(
        new PayloadTooLarge(
          `Send at most ${options.maxFiles} files at once`,
          errorData('tooManyFiles', { max: options.maxFiles })
        )
      )
    )
    parser.on('fieldsLimit', () => fail(new PayloadTooLarge(`Send at most ${MAX_FIELDS} form fields`)))
    parser.on('error', (error: Error) => fail(new BadRequest(`The upload was cut short: ${error.message}`)))
    parser.on('close', () => {
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
