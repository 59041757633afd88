import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'

/**
 * Noto Sans TC as its npm package ships it: one WOFF2 file per slice of Unicode, which
 * `unicode.json` lists. Found through the package, never through the system's fonts.
 */
const FONT_PACKAGE = '@fontsource/noto-sans-tc'
const WEIGHT = 400

interface Slice {
  /** The slice's part of the file names: `119`, `latin`. */
  key: string
  ranges: Array<[number, number]>
}

/** What `captionSvg` drew: its SVG and how wide it came out. */
export interface DrawnCaption {
  svg: string
  width: number
}

export interface CaptionOptions {
  /** Centre of the line, in the picture's pixels. */
  x: number
  /** The line's baseline, in the picture's pixels. */
  baseline: number
  /** Font size in pixels: smaller when the line would be wider than `maxWidth`. */
  size: number
  maxWidth: number
  fill: string
}

let slices: { dir: string; list: Slice[] } | undefined
const fonts = new Map<string, fontkit.Font>()

/** The package's slices, read once: `U+4e00-4e01,U+4e03` becomes ranges of code points. */
const fontSlices = () => {
  if (slices) return slices
  const unicodeFile = createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/unicode.json`)
  const table = JSON.parse(fs.readFileSync(unicodeFile, 'utf8')) as Record<string, string>
  const list = Object.entries(table).map(([name, ranges]) => ({
    key: name.replace(/^\[(.*)\]$/, '$1'),
    ranges: ranges.split(',').map((range): [number, number] => {
      const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-')
      return [parseInt(first, 16), parseInt(last, 16)]
    })
  }))
  slices = { dir: path.join(path.dirname(unicodeFile), 'files'), list }
  return slices
}

/** The font of the slice that holds a character, loaded on first use. */
const fontFor = (codePoint: number): fontkit.Font => {
  const { dir, list } = fontSlices()
  const slice = list.find(({ ranges }) =>
    ranges.some(([first, last]) => codePoint >= first && codePoint <= last)
  )
  if (!slice) throw new Error(`No slice of ${FONT_PACKAGE} holds U+${codePoint.toString(16)}`)
  let font = fonts.get(slice.key)
  if (!font) {
    const file = path.join(dir, `${FONT_PACKAGE.split('/')[1]}-${slice.key}-${WEIGHT}-normal.woff2`)
    font = fontkit.create(fs.readFileSync(file)) as fontkit.Font
    fonts.set(slice.key, font)
  }
  return font
}

/** Each character's glyph and the font it is drawn from; a character the font lacks is an error. */
const glyphsOf = (text: string) =>
  [...text].map((char) => {
    const codePoint = char.codePointAt(0)!
    const font = fontFor(codePoint)
    const glyph = font.glyphForCodePoint(codePoint)
    if (!glyph.id) throw new Error(`${FONT_PACKAGE} has no glyph for "${char}"`)
    return { glyph, unitsPerEm: font.unitsPerEm }
  })

/**
 * A line of text (Traditional Chinese and Latin) as SVG paths, centred on `x`: the glyphs' outlines
 * themselves, so that drawing it needs no font installed on the machine, and the picture comes out
 * the same on every one.
 */
export const captionSvg = (text: string, options: CaptionOptions): DrawnCaption => {
  const glyphs = glyphsOf(text)
  const em = glyphs.reduce((sum, { glyph, unitsPerEm }) => sum + glyph.advanceWidth / unitsPerEm, 0)
  const size = em > 0 ? Math.min(options.size, options.maxWidth / em) : options.size
  let x = options.x - (em * size) / 2
  const paths = glyphs.map(({ glyph, unitsPerEm }) => {
    const scale = size / unitsPerEm
    const d = glyph.path.toSVG()
    const drawn = d
      ? `<path transform="matrix(${scale} 0 0 ${-scale} ${x.toFixed(2)} ${options.baseline})" d="${d}"/>`
      : ''
    x += glyph.advanceWidth * scale
    return drawn
  })
  return { svg: `<g fill="${options.fill}">${paths.join('')}</g>`, width: em * size }
}
