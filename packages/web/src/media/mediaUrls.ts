import { IMAGE_WIDTHS } from '@tutor-admin/shared'
import type { Attachment, ImageSize } from './attachment'

const id = (value: string) => encodeURIComponent(value)

/**
 * The version of an attachment's file, as the server names it in its URLs (`?v=`); it changes when
 * the file is replaced, so that a URL with it never shows a picture the browser kept of the old file.
 */
export const fileVersion = (item: Pick<Attachment, 'src' | 'thumb'>): string | undefined => {
  for (const url of [item.src, item.thumb]) {
    const version = url ? /[?&]v=([^&#]+)/.exec(url)?.[1] : undefined
    if (version) return version
  }
  return undefined
}

const versioned = (url: string, version?: string) => (version ? `${url}?v=${version}` : url)

/** The 150x150 thumbnail of an attachment (C17, R-MED-13), of this version of its file. */
export const thumbUrl = (attachmentId: string, version?: string) =>
  versioned(`/api/thumbs/${id(attachmentId)}.webp`, version)

/** An image attachment whole, or in one of the served widths (C17, R-MED-12), of this version of its file. */
export const imageUrl = (attachmentId: string, size?: ImageSize, version?: string) =>
  versioned(`/api/attachments/${id(attachmentId)}${size ? `.${size}` : ''}.webp`, version)

/** Where an attachment's own file is served: its `src`, else a URL of its id and extension. */
export const fileUrl = (item: Pick<Attachment, '_id' | 'src' | 'path'>) => {
  if (item.src) return item.src
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(item.path ?? '')?.[1] ?? 'webp'
  return `/api/attachments/${id(item._id)}.${ext}`
}

/** The URL an upload posts to (C15): `{dir}/{parent}`, or `{dir}` alone for the multi-file uploader (R-WID-08). */
export const uploadUrl = (dir = 'others', parent?: string) =>
  `/api/attachments/upload/${id(dir)}${parent === undefined ? '' : `/${id(parent)}`}`

/** Where an attachment's file is replaced in place (`PUT`, C15). */
export const replaceUrl = (attachmentId: string) => `/api/attachments/${id(attachmentId)}/file`

/** The served widths not wider than the image, each with its URL, then the whole image. */
export const imageSources = (item: Pick<Attachment, '_id' | 'width' | 'height' | 'src' | 'thumb'>) => {
  const { width, height } = item
  if (!width || !height) return []
  const version = fileVersion(item)
  const sizes = (Object.entries(IMAGE_WIDTHS) as Array<[ImageSize, number]>).filter(([, w]) => w < width)
  return [
    ...sizes.map(([size, w]) => ({
      src: imageUrl(item._id, size, version),
      width: w,
      height: Math.round((height * w) / width)
    })),
    { src: imageUrl(item._id, undefined, version), width, height }
  ]
}
