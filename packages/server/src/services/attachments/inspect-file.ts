import fs from 'node:fs'
import { errorData } from '@tutor-admin/shared'
import { PayloadTooLarge } from '../../errors/http-errors'
import { loadSharp } from '../../uploads/load-sharp'

/** What is read from a file's bytes: its type, and its size on screen or in time. */
export interface FileFacts {
  mime: string
  /** Extension of the kept file, from the type. */
  ext: string
  width?: number
  height?: number
  /** Seconds. */
  duration?: number
}

/** Largest image accepted, in pixels: a small file can claim a huge picture that would fill the memory. */
export const MAX_IMAGE_PIXELS = 100_000_000

/** Images the variants are made from. */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
  'image/svg+xml'
])

export const isImageType = (mime: unknown): boolean => typeof mime === 'string' && IMAGE_TYPES.has(mime)

/** Text types kept as the client says when the bytes are text: none of them runs in a browser. */
const PLAIN_TEXT_TYPES: Record<string, string> = {
  'text/csv': 'csv',
  'text/markdown': 'md',
  'application/json': 'json',
  'text/plain': 'txt'
}

const HEAD_BYTES = 4096

const readHead = async (file: string) => {
  const handle = await fs.promises.open(file, 'r')
  try {
    const buffer = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

const isUtf8Text = (head: Buffer) => {
  if (head.includes(0)) return false
  try {
    // The last character may be cut by the end of the head: drop up to three bytes before decoding.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)))
    return true
  } catch {
    return false
  }
}

/** An SVG document: optional byte-order mark, XML declaration, comments and doctype, then `<svg`. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i

/** The type of a file from its bytes; the client's claim counts only to name a kind of plain text. */
const sniffType = async (file: string, claimed: string): Promise<{ mime: string; ext: string }> => {
  // Loaded with the first upload: a start does without them.
  const { fileTypeFromFile } = await import('file-type')
  const detected = await fileTypeFromFile(file)
  // An SVG is XML to the detector: the document's root tells.
  if (detected && detected.ext !== 'xml') return { mime: detected.mime, ext: detected.ext }
  const head = await readHead(file)
  if (!isUtf8Text(head)) return { mime: 'application/octet-stream', ext: 'bin' }
  if (SVG_START.test(head.toString('utf8'))) return { mime: 'image/svg+xml', ext: 'svg' }
  const claim = claimed.split(';')[0].trim().toLowerCase()
  return claim in PLAIN_TEXT_TYPES
    ? { mime: claim, ext: PLAIN_TEXT_TYPES[claim] }
    : { mime: 'text/plain', ext: 'txt' }
}

const imageSize = async (file: string) => {
  const sharp = await loadSharp()
  const meta = await sharp(file, { limitInputPixels: false }).metadata()
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw new PayloadTooLarge(
      `An image may have at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels`,
      errorData('imageTooLarge', { max: MAX_IMAGE_PIXELS / 1_000_000 })
    )
  // Width and height as shown, once the camera's orientation is applied.
  return { width: meta.autoOrient.width, height: meta.autoOrient.height }
}

const mediaDuration = async (file: string) => {
  const { parseFile } = await import('music-metadata')
  const meta = await parseFile(file, { duration: true, skipCovers: true })
  const seconds = meta.format.duration
  return typeof seconds === 'number' && Number.isFinite(seconds)
    ? Math.round(seconds * 1000) / 1000
    : undefined
}

/**
 * Reads a received file: its type from its bytes (never from the client's claim), the width and
 * height of an image, the duration of audio and video. A file that claims to be an image or a
 * recording but cannot be read as one is kept as a plain file without those figures.
 */
export const inspectFile = async (file: string, claimedType: string): Promise<FileFacts> => {
  const type = await sniffType(file, claimedType)
  if (isImageType(type.mime)) {
    try {
      return { ...type, ...(await imageSize(file)) }
    } catch (error) {
      if (error instanceof PayloadTooLarge) throw error
      return { mime: 'application/octet-stream', ext: 'bin' }
    }
  }
  if (type.mime.startsWith('audio/') || type.mime.startsWith('video/')) {
    const duration = await mediaDuration(file).catch(() => undefined)
    return duration === undefined ? type : { ...type, duration }
  }
  return type
}
