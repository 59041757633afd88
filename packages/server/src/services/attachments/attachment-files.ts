import { createHash } from 'node:crypto'
import { IMAGE_WIDTHS } from '@tutor-admin/shared'
import { newId } from '../../db/ids'
import { isImageType } from './inspect-file'

/** Sizes of an image: the whole picture, the widths of spec §3, and the 150x150 thumbnail. */
export const VARIANTS = [
  'full',
  ...(Object.keys(IMAGE_WIDTHS) as Array<keyof typeof IMAGE_WIDTHS>),
  'thumb'
] as const
export type Variant = (typeof VARIANTS)[number]
export const IMAGE_FORMATS = ['webp', 'jpg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** A folder name of an upload (`dir`, `parent`): letters, digits, `-` and `_`, not first. */
export const FOLDER_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** Where variants are kept; no upload folder starts with `_`. */
const VARIANTS_ROOT = '_variants'

export interface StoredFile {
  _id: string
  path: string
  mime: string
}

/** The storage key of a newly received file: a fresh name, so a replaced file never shadows the old one. */
export const originalKey = (dir: string, parent: string, ext: string) => `${dir}/${parent}/${newId()}.${ext}`

/** Changes with every file an attachment is given: the key of its variants, its ETags and URL versions. */
export const versionOf = (file: Pick<StoredFile, 'path'>) =>
  createHash('sha256').update(file.path).digest('hex').slice(0, 16)

export const variantsPrefix = (id: string) => `${VARIANTS_ROOT}/${id}/`

export const variantKey = (file: StoredFile, variant: Variant, format: ImageFormat) =>
  `${variantsPrefix(file._id)}${versionOf(file)}/${variant}.${format}`

/** The extension of the kept file, which its own URL ends with. */
export const extensionOf = (file: Pick<StoredFile, 'path'>) =>
  /\.([a-z0-9]{1,10})$/i.exec(file.path)?.[1]?.toLowerCase()

/**
 * The public URLs of an attachment (C17): an image as webp and its thumbnail; any other file as
 * itself. `v` names the file's version, so that a URL kept by a browser changes with the file.
 */
export const urlsOf = (file: StoredFile): { src: string; thumb: string | null } => {
  const version = versionOf(file)
  const id = encodeURIComponent(file._id)
  if (isImageType(file.mime))
    return { src: `/api/attachments/${id}.webp?v=${version}`, thumb: `/api/thumbs/${id}.webp?v=${version}` }
  return { src: `/api/attachments/${id}.${extensionOf(file) ?? 'bin'}?v=${version}`, thumb: null }
}
