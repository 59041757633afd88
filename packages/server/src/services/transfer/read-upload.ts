import { BadRequest } from '@feathersjs/errors'
import busboy from 'busboy'
import type { Context } from 'koa'
import { PayloadTooLarge, UnsupportedMediaType } from '../../errors'

export interface Upload {
  file: { name: string; mime: string; data: Buffer }
  fields: Record<string, string>
}

/** Reads a multipart body with one `file` part of at most `maxBytes` (413 beyond, 415 when not multipart). */
export const readUpload = (ctx: Context, maxBytes: number): Promise<Upload> =>
  new Promise((resolve, reject) => {
    if (!ctx.is('multipart/form-data'))
      return reject(new UnsupportedMediaType('Send the file as multipart/form-data'))
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { fileSize: maxBytes, files: 1, fields: 20 } })
    } catch (error) {
      return reject(new BadRequest((error as Error).message))
    }
    const fields: Record<string, string> = {}
    let file: Upload['file'] | undefined
    let failed = false
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      ctx.req.unpipe(parser)
      ctx.req.resume()
      reject(error)
    }
    parser.on('field', (name, value) => (fields[name] = value))
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () =>
        fail(new PayloadTooLarge(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`))
      )
      stream.on('end', () => {
        file = { name: info.filename ?? '', mime: info.mimeType ?? '', data: Buffer.concat(chunks) }
      })
    })
    parser.on('error', (error: Error) => fail(new BadRequest(error.message)))
    parser.on('close', () => {
      if (failed) return
      if (!file)
        return reject(
          new BadRequest('Send the file in a part named "file"', { errors: { file: 'is required' } })
        )
      resolve({ file, fields })
    })
    ctx.req.pipe(parser)
  })
