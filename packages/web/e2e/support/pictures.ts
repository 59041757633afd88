import crypto from 'node:crypto'
import sharp from 'sharp'

/** A PNG of this size drawn with a colour of its own, as a file for a browser's file input. */
export const pngFile = async (name: string, width = 320, height = 200, hue = 200) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width, height, channels: 3, background: `hsl(${hue}, 70%, 50%)` }
  })
    .png()
    .toBuffer()
})

/** A file of random bytes this many megabytes long, named as a PNG (for size limits). */
export const bigFile = (name: string, megabytes: number) => ({
  name,
  mimeType: 'image/png',
  buffer: crypto.randomBytes(Math.round(megabytes * 1024 * 1024))
})
