import { NotFound } from '@feathersjs/errors'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import {
  extensionOf,
  IMAGE_FORMATS,
  variantKey,
  versionOf,
  type ImageFormat,
  type Variant
} from './attachment-files'
import type { AttachmentsService } from './attachments.class'
import { isImageType } from './inspect-file'
import { answeredFresh, sendStored, setCaching } from './send-file'

/** `/attachments/{id}.{ext}`, `/attachments/{id}.{size}.{ext}` and `/thumbs/{id}.{ext}` (C17). */
const FILE_PATH =
  /^\/attachments\/([A-Za-z0-9_-]{1,64})(?:\.(small|medium|large|exlarge))?\.([a-z0-9]{1,10})$/
const THUMB_PATH = /^\/thumbs\/([A-Za-z0-9_-]{1,64})\.([a-z0-9]{1,10})$/

interface FileRequest {
  id: string
  variant: Variant
  ext: string
}

const parse = (path: string): FileRequest | undefined => {
  const thumb = THUMB_PATH.exec(path)
  if (thumb) return { id: thumb[1], variant: 'thumb', ext: thumb[2] }
  const file = FILE_PATH.exec(path)
  if (file) return { id: file[1], variant: (file[2] as Variant | undefined) ?? 'full', ext: file[3] }
  return undefined
}

/** Media types a browser plays or shows in place; any other file downloads. */
const SHOWN_IN_PLACE = /^(audio|video)\/|^application\/pdf$/

/**
 * Serves attachments without a token, as `<img>`, `<audio>` and `<video>` need (R-MED-12, R-MED-13,
 * R-MED-16): an image in any size and format, made on first request and kept; any other file as
 * it was uploaded, with byte ranges. An unknown id, a size of a file that is no image, or a format
 * that does not fit answers 404.
 */
export const attachmentFiles = (app: Application) => async (ctx: Context, next: Next) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
  const request = parse(ctx.path)
  if (!request) return next()
  const service = app.service('attachments') as AttachmentsService
  const file = await service.fileOf(request.id)
  if (!file) throw new NotFound(`No attachment ${request.id}`)
  const version = versionOf(file)

  if (!isImageType(file.mime)) {
    if (request.variant !== 'full' || request.ext !== extensionOf(file))
      throw new NotFound(`Attachment ${request.id} is not an image`)
    setCaching(ctx, `"${version}"`, version)
    if (answeredFresh(ctx)) return
    if (!SHOWN_IN_PLACE.test(file.mime)) ctx.attachment(file.path.split('/').pop())
    if (!(await sendStored(ctx, service.storage, file.path, file.mime)))
      throw new NotFound(`The file of attachment ${request.id} is missing`)
    return
  }

  if (!(IMAGE_FORMATS as readonly string[]).includes(request.ext))
    throw new NotFound(`Images are served as ${IMAGE_FORMATS.join(' or ')}`)
  const format = request.ext as ImageFormat
  setCaching(ctx, `"${version}-${request.variant}-${format}"`, version)
  if (answeredFresh(ctx)) return
  const type = format === 'jpg' ? 'image/jpeg' : 'image/webp'
  const whole = ctx.method === 'GET' && !ctx.get('Range')
  const kept = whole ? await service.variants.kept(file, request.variant, format) : undefined
  if (kept) {
    ctx.set('Accept-Ranges', 'bytes')
    ctx.type = type
    ctx.body = kept
    return
  }
  const key = variantKey(file, request.variant, format)
  if (await sendStored(ctx, service.storage, key, type)) return
  const bytes = await service.variants.make(file, request.variant, format)
  if (!bytes) throw new NotFound(`Attachment ${request.id} has no readable image`)
  ctx.type = type
  ctx.body = bytes
}
