import type { Readable } from 'node:stream'
import { IMAGE_WIDTHS, UI_CONSTANTS } from '@tutor-admin/shared'
import type { Sharp } from 'sharp'
import type { ImageFormat, Variant } from './attachment-files'
import { loadSharp } from '../../uploads/load-sharp'
import { MAX_IMAGE_PIXELS } from './inspect-file'

/** Turns the camera's orientation into pixels and drops every metadata block (location, camera, owner). */
const oriented = async () =>
  (await loadSharp())({ limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient()

const encode = (image: Sharp, format: ImageFormat) =>
  format === 'webp'
    ? image.webp({ quality: 80 })
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true })

/**
 * Makes one variant of an image from the original's bytes: the whole picture, a width of spec §3
 * (never wider than the original), or the 150x150 thumbnail cut to fill its square.
 */
export const makeVariant = async (
  original: Readable,
  variant: Variant,
  format: ImageFormat
): Promise<Buffer> => {
  const image = await oriented()
  original.on('error', (error) => image.destroy(error))
  original.pipe(image)
  if (variant === 'thumb') {
    const { width, height } = UI_CONSTANTS.thumbnail
    image.resize(width, height, { fit: 'cover', position: 'attention' })
  } else if (variant !== 'full') image.resize({ width: IMAGE_WIDTHS[variant], withoutEnlargement: true })
  return encode(image, format).toBuffer()
}
