import { IMAGE_WIDTHS } from '@tutor-admin/shared'
import type { Attachment, ImageSize } from './attachment'

const id = (value: string) => encodeURIComponent(value)

/** The 150x150 thumbnail of an attachment (C17, R-MED-13). */
export const thumbUrl = (attachmentId: string) => `/api/thumbs/${id(attachmentId)}.webp`

/** An image attachment whole, or in one of the served widths (C17, R-MED-12). */
export const imageUrl = (attachmentId: string, size?: ImageSize) =>
  `/api/attachments/${id(attachmentId)}${size ? `.${size}` : ''}.webp`

/** Where an attachment's own file is served: its `src`, else a URL of its id and extension. */
export const fileUrl = (item: Pick<Attachment, '_id' | 'src' | 'path'>) => {
  if (item.src) return item.src
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(item.path ?? '')?.[1] ?? 'webp'
  return `/api/attachments/${id(item._id)}.${ext}`
}

/** The URL an upload posts to (C15): `{dir}/{parent}`, or `{dir}` alone for the multi-file uploader (R-WID-08). */
export const uploadUrl = (dir = 'others', parent?: string) =>
  `/api/attachments/upload/${id(dir)}${parent === undefined ? '' : `/${id(parent)}`}`

/** The served widths not wider than the image, each with its URL, then the whole image. */
export const imageSources = (item: Pick<Attachment, '_id' | 'width' | 'height'>) => {
  const { width, height } = item
  if (!width || !height) return []
  const sizes = (Object.entries(IMAGE_WIDTHS) as Array<[ImageSize, number]>).filter(([, w]) => w < width)
  return [
    ...sizes.map(([size, w]) => ({
      src: imageUrl(item._id, size),
      width: w,
      height: Math.round((height * w) / width)
    })),
    { src: imageUrl(item._id), width, height }
  ]
}
