import sharp from 'sharp'

/** A JPEG drawn from shapes, with camera metadata (orientation, copyright, location) when asked. */
export const makeJpeg = async (width: number, height: number, options: { orientation?: number } = {}) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#3b82f6"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f59e0b"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" fill="#10b981"/>
  </svg>`
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 80 })
  if (options.orientation)
    image = image.withMetadata({ orientation: options.orientation }).withExif({
      IFD0: { Copyright: 'Test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '22/1 16/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '114/1 10/1 0/1'
      }
    })
  return image.toBuffer()
}

export const makePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer()

/** A mono 8 kHz 16-bit PCM WAV file of this many seconds. */
export const makeWav = (seconds: number) => {
  const rate = 8000
  const samples = Math.round(rate * seconds)
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i += 1) data.writeInt16LE(Math.round(Math.sin(i / 8) * 8000), i * 2)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

export interface UploadPart {
  name: string
  bytes: Buffer
  /** The type the client claims. */
  type?: string
}

/** A multipart form of `file` parts (and other fields). */
export const formOf = (files: UploadPart[], fields: Record<string, string> = {}) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name)
  return form
}

/** Width and height decoded from an answer's bytes. */
export const decodedSize = async (bytes: ArrayBuffer | Buffer) => {
  const meta = await sharp(Buffer.from(bytes as ArrayBuffer)).metadata()
  return {
    width: meta.width,
    height: meta.height,
    format: meta.format,
    exif: meta.exif,
    orientation: meta.orientation
  }
}
