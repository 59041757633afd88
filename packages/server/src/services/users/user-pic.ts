import { NotFound } from '@feathersjs/errors'
import { personNameText } from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import { isSafeKey } from '../../storage'
import { loadSharp } from '../../uploads/load-sharp'
import type { AttachmentsService } from '../attachments/attachments.class'
import { isImageType } from '../attachments/inspect-file'
import type { ItemsService } from '../items/items.class'
import { initialsAvatar } from './initials-avatar'

const PIC_PATH = /^\/users\/pic\/([^/]+)\/?$/

/** Images answered here run nothing, even when opened on their own (an uploaded SVG may hold script). */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Sizes an avatar is drawn at, in pixels (`?size=`). */
const MIN_SIZE = 16
const MAX_SIZE = 512

const getOrUndefined = async (service: ItemsService, id: string) => {
  try {
    return await service._get(id)
  } catch (error) {
    if (error instanceof NotFound) return undefined
    throw error
  }
}

/** The size asked for, within bounds; undefined for the picture as uploaded. */
const sizeOf = (value: unknown) => {
  const size = Number(value)
  return typeof value === 'string' && Number.isInteger(size) && size > 0
    ? Math.min(MAX_SIZE, Math.max(MIN_SIZE, size))
    : undefined
}

/** The uploaded image an avatar refers to, read from storage; undefined when there is none. */
const uploadedImage = async (app: Application, attachmentId: unknown) => {
  if (typeof attachmentId !== 'string' || attachmentId === '') return undefined
  const attachments = app.service('attachments') as AttachmentsService
  const file = await attachments.fileOf(attachmentId)
  if (!file || !isImageType(file.mime) || !isSafeKey(file.path)) return undefined
  return { attachments, file }
}

/** A square avatar of `size` pixels, cut from the kept thumbnail (or small image beyond its size). */
const sizedAvatar = async (image: NonNullable<Awaited<ReturnType<typeof uploadedImage>>>, size: number) => {
  const source = await image.attachments.variants.make(image.file, size <= 150 ? 'thumb' : 'small', 'webp')
  if (!source) return undefined
  const sharp = await loadSharp()
  return sharp(source).resize(size, size, { fit: 'cover' }).webp({ quality: 85 }).toBuffer()
}

/**
 * `GET /api/users/pic/{id}?size=` (C17, R-MED-14): the user's uploaded avatar, square at the size
 * asked, or as uploaded when no size is asked; else initials on a colour derived from the id, as an
 * image. Public, like every image URL (R-MED-16); unknown ids are 404.
 */
export const userPic = (app: Application) => async (ctx: Context, next: Next) => {
  const match = PIC_PATH.exec(ctx.path)
  if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
  const id = match[1]
  const user = await getOrUndefined(app.service('users'), id)
  if (!user) throw new NotFound(`No user ${id}`)
  ctx.set('Content-Security-Policy', IMAGE_POLICY)
  ctx.set('Cache-Control', 'no-cache')
  const image = await uploadedImage(app, user.avatar)
  const size = sizeOf(ctx.query.size)
  if (image && size) {
    const avatar = await sizedAvatar(image, size)
    if (avatar) {
      ctx.type = 'image/webp'
      ctx.body = avatar
      return
    }
  } else if (image) {
    const read = await image.attachments.storage.get(image.file.path)
    if (read) {
      ctx.type = image.file.mime
      ctx.length = read.size
      ctx.body = read.body
      return
    }
  }
  ctx.type = 'image/svg+xml'
  ctx.body = initialsAvatar(id, personNameText(user.name) || String(user.email ?? ''))
}
