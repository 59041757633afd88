// Run in a process of its own by demo-captions.test.ts, with FONTCONFIG_FILE naming a config
// without fonts: draws characters as the demo pictures draw their captions (paths from the npm
// font) and as SVG text (system fonts), and prints how many dark pixels each has, and the pixels.
import sharp from 'sharp'
import { captionSvg } from '../../src/seed/caption-text'

const SIZE = 96

const drawn = async (inner: string) => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="#fff"/>${inner}</svg>`
  const pixels = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer()
  return { ink: pixels.filter((value) => value < 128).length, pixels: pixels.toString('base64') }
}

const result: Record<
  string,
  { path: Awaited<ReturnType<typeof drawn>>; text: Awaited<ReturnType<typeof drawn>> }
> = {}
for (const char of process.argv.slice(2)) {
  const caption = captionSvg(char, { x: SIZE / 2, baseline: 80, size: 80, maxWidth: SIZE, fill: '#000' })
  result[char] = {
    path: await drawn(caption.svg),
    text: await drawn(`<text x="8" y="80" font-size="80" fill="#000">${char}</text>`)
  }
}
process.stdout.write(JSON.stringify(result))
