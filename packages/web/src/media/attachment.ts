import type { IMAGE_WIDTHS } from '@tutor-admin/shared'

/** An attachment of the media library as the server keeps it (R-MED-09). */
export interface Attachment {
  _id: string
  name?: string
  date?: string
  path?: string
  src?: string
  thumb?: string
  mime?: string
  size?: number
  width?: number
  height?: number
  /** Seconds, for audio and video. */
  duration?: number
  /** Alt texts: translatable text, or one text per language. */
  alt?: unknown
  /** When the record last changed (ISO time). */
  modified?: string
}

/** The widths images are served in (R-MED-12). */
export type ImageSize = keyof typeof IMAGE_WIDTHS

/** Whether an attachment can be shown in the full-screen preview: an image or a video with an id (R-WID-09). */
export const canPreview = (item: Partial<Attachment>): boolean =>
  Boolean(item._id) && /^(image|video)\//.test(item.mime ?? '')
