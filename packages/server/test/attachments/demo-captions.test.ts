import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { captionSvg } from '../../src/seed/caption-text'
import { CAPTIONS } from '../../src/seed/demo-pictures'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-fonts-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

interface Drawing {
  ink: number
  pixels: string
}

/** Draws characters in a process whose fontconfig knows no font at all: no system font can help. */
const drawWithoutSystemFonts = (chars: string[]) => {
  const config = path.join(dir, 'fonts.conf')
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">` +
      `<fontconfig><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>`
  )
  const script = path.join(import.meta.dirname, 'render-captions.ts')
  const output = execFileSync(process.execPath, ['--import', 'tsx', script, ...chars], {
    env: { ...process.env, FONTCONFIG_FILE: config, FONTCONFIG_PATH: dir },
    encoding: 'utf8'
  })
  return JSON.parse(output) as Record<string, { path: Drawing; text: Drawing }>
}

/** Share of pixels that differ clearly between two drawings of one size. */
const difference = (a: Drawing, b: Drawing) => {
  const left = Buffer.from(a.pixels, 'base64')
  const right = Buffer.from(b.pixels, 'base64')
  let differ = 0
  for (let index = 0; index < left.length; index++) if (Math.abs(left[index] - right[index]) > 64) differ++
  return differ / left.length
}

describe('captions of the demo pictures (C5)', () => {
  it('has a glyph in the npm font for every character of every caption', () => {
    for (const [caption] of Object.values(CAPTIONS).flat()) {
      const drawn = captionSvg(caption, { x: 800, baseline: 850, size: 54, maxWidth: 1440, fill: '#fff' })
      expect(drawn.svg.match(/<path /g)?.length, caption).toBe([...caption].length)
      expect(drawn.width, caption).toBeGreaterThan(0)
    }
    expect(() =>
      captionSvg('\u{10FFFD}', { x: 0, baseline: 0, size: 10, maxWidth: 10, fill: '#000' })
    ).toThrow()
  })

  it('fits a caption too long for the picture into its width', () => {
    const drawn = captionSvg('學生在溫習室專心讀書', {
      x: 100,
      baseline: 50,
      size: 54,
      maxWidth: 200,
      fill: '#fff'
    })
    expect(drawn.width).toBeCloseTo(200, 0)
  })

  it('draws Chinese with no system font installed: each character itself, not a box', () => {
    const drawings = drawWithoutSystemFonts(['學', '生', '㗎'])
    // Without fonts, SVG text comes out as the same box (or nothing) for any character...
    expect(difference(drawings['學'].text, drawings['生'].text)).toBe(0)
    const tofu = drawings['學'].text
    for (const char of ['學', '生', '㗎']) {
      // ...while a caption's character is drawn in full, and unlike that box.
      expect(drawings[char].path.ink, char).toBeGreaterThan(600)
      expect(difference(drawings[char].path, tofu), char).toBeGreaterThan(0.1)
    }
    expect(difference(drawings['學'].path, drawings['生'].path)).toBeGreaterThan(0.1)
    expect(difference(drawings['生'].path, drawings['㗎'].path)).toBeGreaterThan(0.1)
  })
})
