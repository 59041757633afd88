import fs from 'node:fs'
import path from 'node:path'
import { NotFound } from '@feathersjs/errors'
import { personNameText } from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import type { ItemsService } from '../items/items.class'
import { initialsAvatar } from './initials-avatar'

const PIC_PATH = /^\/users\/pic\/([^/]+)\/?$/

/** Images answered here run nothing, even when opened on their own (an uploaded SVG may hold script). */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const getOrUndefined = async (service: ItemsService, id: string) => {
  try {
    return await service._get(id)
  } catch (error) {
    if (error instanceof NotFound) return undefined
    throw error
  }
}

/** The uploaded image an avatar refers to; attachments keep `path` relative to the uploads folder. */
const uploadedImage = async (app: Application, attachmentId: unknown) => {
  if (typeof attachmentId !== 'string' || attachmentId === '') return undefined
  const attachment = await getOrUndefined(app.service('attachments'), attachmentId)
  const mime = attachment?.mime
  if (typeof attachment?.path !== 'string' || typeof mime !== 'string' || !mime.startsWith('image/'))
    return undefined
  const root = app.get('config').uploadsDir
  const file = path.resolve(root, attachment.path)
  if (!file.startsWith(root + path.sep)) return undefined
  const stat = await fs.promises.stat(file).catch(() => undefined)
  return stat?.isFile() ? { file, mime, size: stat.size } : undefined
}

/**
 * `GET /api/users/pic/{id}` (C17, R-MED-14): the user's uploaded avatar, else initials on a colour
 * derived from the id, as an image. Public, like every image URL (R-MED-16); unknown ids are 404.
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
  if (image) {
    ctx.type = image.mime
    ctx.length = image.size
    ctx.body = fs.createReadStream(image.file)
    return
  }
  ctx.type = 'image/svg+xml'
  ctx.body = initialsAvatar(id, personNameText(user.name) || String(user.email ?? ''))
}
