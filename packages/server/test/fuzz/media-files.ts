import { crc32, deflateSync } from 'node:zlib'
import fc from 'fast-check'

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const check = Buffer.alloc(4)
  check.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, check])
}

/** A PNG of the given size, declared in its header; its pixels (grey, 8 bits) deflate to almost nothing. */
export const pngFile = (width: number, height: number, rows = Math.min(height, 64)) => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8)
  const pixels = deflateSync(Buffer.alloc((Math.min(width, 4096) + 1) * rows))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0))
  ])
}

/** Files an upload may carry, named with what they claim to be: real images, lies, bombs and scripts. */
export const MEDIA_FILES: Array<[string, string, string, () => Buffer]> = [
  ['a 1×1 PNG', 'dot.png', 'image/png', () => pngFile(1, 1)],
  ['a PNG claiming 50000×50000 pixels', 'bomb.png', 'image/png', () => pngFile(50_000, 50_000)],
  ['a PNG claiming 2^31-1 pixels wide', 'wide.png', 'image/png', () => pngFile(2 ** 31 - 1, 1, 1)],
  ['a PNG cut in half', 'cut.png', 'image/png', () => pngFile(64, 64).subarray(0, 40)],
  ['text named as a JPEG', 'photo.jpg', 'image/jpeg', () => Buffer.from('not a jpeg at all')],
  ['a JPEG start marker only', 'start.jpg', 'image/jpeg', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
  ['a GIF header only', 'a.gif', 'image/gif', () => Buffer.from('GIF89a')],
  [
    'an SVG with a script and an external entity',
    'a.svg',
    'image/svg+xml',
    () =>
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><text>&x;</text></svg>'
      )
  ],
  ['an HTML page named as an image', 'page.png', 'text/html', () => Buffer.from('<script>alert(1)</script>')],
  ['an empty file', 'empty.png', 'image/png', () => Buffer.alloc(0)],
  [
    'random bytes as audio',
    'a.mp3',
    'audio/mpeg',
    () => Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 31 + 7) % 256))
  ],
  [
    'an ID3 header with a huge size',
    'tag.mp3',
    'audio/mpeg',
    () => Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0x7f, 0x7f, 0x7f, 0x7f])
  ],
  ['a PDF header only', 'a.pdf', 'application/pdf', () => Buffer.from('%PDF-1.7\n')],
  ['a file with a path in its name', '../../../escape.png', 'image/png', () => pngFile(1, 1)],
  ['a file with NUL in its name', 'a\u0000.png', 'image/png', () => pngFile(1, 1)],
  ['a file with a very long name', `${'x'.repeat(1000)}.png`, 'image/png', () => pngFile(1, 1)]
]

export interface MediaFile {
  kind: string
  filename: string
  type: string
  data: Buffer
}

export const mediaFileOf: fc.Arbitrary<MediaFile> = fc
  .constantFrom(...MEDIA_FILES)
  .map(([kind, filename, type, make]) => ({ kind, filename, type, data: make() }))
