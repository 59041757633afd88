import { BadRequest } from '@feathersjs/errors'
import { ValidationFailure, validateRecord } from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import { invalidData } from '../../errors/invalid-data'
import { FOLDER_NAME } from './attachment-files'
import { uploadAccess } from './upload-access'
import type { AttachmentsService } from './attachments.class'
import { receiveFiles } from '../../uploads/receive-files'
import { uploadTempDir } from '../../uploads/temp-files'
import { createAttachments, replaceFile, type UploadPlace } from './store-upload'

const UPLOAD_PATH = /^\/attachments\/upload\/([^/]+)(?:\/([^/]+))?\/?$/
const REPLACE_PATH = /^\/attachments\/([A-Za-z0-9_-]{1,64})\/file\/?$/
/** Most files of one upload request. */
const MAX_FILES = 20

const decode = (raw: string | undefined) => {
  if (raw === undefined) return 'others'
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** The folder and parent named in the path: plain names only, so that neither can reach another folder. */
const placeOf = (match: RegExpExecArray): UploadPlace => {
  const place = { dir: decode(match[1]), parent: decode(match[2]) }
  const errors = Object.fromEntries(
    Object.entries(place)
      .filter(([, value]) => !FOLDER_NAME.test(value))
      .map(([key]) => [key, 'must be 1 to 64 letters, digits, - or _, not starting with - or _'])
  )
  if (Object.keys(errors).length) throw new BadRequest('Invalid upload folder', { errors })
  return place
}

/** Alt texts sent with an upload (form field `alt`: a text, or JSON `{ en, cht, chs }`), checked like any write. */
const altOf = (service: AttachmentsService, fields: Record<string, string>) => {
  if (fields.alt === undefined || fields.alt === '') return {}
  let alt: unknown = fields.alt
  if (/^\s*[[{]/.test(fields.alt)) {
    try {
      alt = JSON.parse(fields.alt)
    } catch {
      throw new BadRequest('Invalid data: alt is not JSON', { errors: { alt: 'is not JSON' } })
    }
  }
  const altField = service.collection.fields.filter((field) => field.name === 'alt')
  try {
    return validateRecord(altField, { alt }, 'patch')
  } catch (error) {
    if (error instanceof ValidationFailure) throw invalidData(error)
    throw error
  }
}

/**
 * `POST /api/attachments/upload/{dir}/{parent}` and `/api/attachments/upload/{dir}` (C15,
 * R-MED-10): multipart `file` parts, one or several, streamed to disk and then to storage; 201
 * `{ info }` for one file, a list of them for several. `PUT /api/attachments/{id}/file` gives an
 * attachment a new file in place (200 `{ info }`).
 */
export const attachmentUploads = (app: Application) => async (ctx: Context, next: Next) => {
  const upload = ctx.method === 'POST' ? UPLOAD_PATH.exec(ctx.path) : null
  const replace = ctx.method === 'PUT' ? REPLACE_PATH.exec(ctx.path) : null
  if (!upload && !replace) return next()
  const config = app.get('config')
  const service = app.service('attachments') as AttachmentsService
  const user = await uploadAccess(app, ctx, upload ? 'create' : 'patch')
  const place = upload ? placeOf(upload) : undefined
  if (replace) await service._get(replace[1])
  const received = await receiveFiles(ctx.req, {
    part: 'file',
    maxBytes: config.uploadMaxBytes,
    maxFiles: replace ? 1 : MAX_FILES,
    // Beside the uploads folder, so that a received file moves into local storage by a rename.
    dir: uploadTempDir(config.dataDir)
  })
  try {
    if (replace) {
      const info = await replaceFile(service, replace[1], received.files[0], user._id)
      app.service('attachments').emit('patched', info)
      ctx.status = 200
      ctx.body = { info }
      return
    }
    const created = await createAttachments(
      service,
      received.files,
      place!,
      altOf(service, received.fields),
      user._id
    )
    for (const info of created) app.service('attachments').emit('created', info)
    ctx.status = 201
    ctx.body = created.length === 1 ? { info: created[0] } : created.map((info) => ({ info }))
  } finally {
    await received.remove()
  }
}
