import type { ImportEncoding } from '@tutor-admin/shared'
import { analyse } from 'chardet'
import iconv from 'iconv-lite'
import { Converter as toSimplifiedFrom } from 'opencc-js/t2cn'
import { Converter as toTraditionalFrom } from 'opencc-js/cn2t'

/** A legacy Chinese encoding a text file may be in, by its name in reports and in iconv-lite. */
export interface LegacyCandidate {
  name: 'Big5' | 'GB18030'
  /** iconv-lite's name of the encoding. */
  codec: string
}

/** What a look at the start of a file found: the encoding to read it in, or none that holds. */
export interface LegacyGuess {
  candidate?: LegacyCandidate
  /** How much of the text's letters are common Chinese characters, 0..1 (`plausibility`). */
  plausibility: number
}

const BIG5: LegacyCandidate = { name: 'Big5', codec: 'big5hkscs' }
const GB18030: LegacyCandidate = { name: 'GB18030', codec: 'gb18030' }
/** In the order that wins a tie: the console's first users save Big5. */
const CANDIDATES = [BIG5, GB18030]
/** Below this share of common characters, the text is no Chinese: another encoding, or no text. */
const MIN_PLAUSIBILITY = 0.3
/** The detector's names of the candidates. */
const DETECTED: Record<string, LegacyCandidate> = { Big5: BIG5, GB18030 }

const decodePairs = (codec: string, leads: [number, number], trails: Array<[number, number]>) => {
  const bytes: number[] = []
  for (let lead = leads[0]; lead <= leads[1]; lead++)
    for (const [first, last] of trails)
      for (let trail = first; trail <= last; trail++) bytes.push(lead, trail)
  return iconv.decode(Buffer.from(bytes), codec)
}

/** The weight of a character common in one of the two scripts only. */
const ONE_SIDED = 0.25
let weights: Map<string, number> | undefined
/**
 * How common each Chinese character in everyday use is, 0..1. The sets are Big5's frequent
 * characters (A440–C67E, 5401 of them) and GB2312's first level (B0A1–D7FE, 3755 of them); a
 * character of either whose counterpart in the other script (by OpenCC) is in the other set weighs
 * 1, any other of them a quarter. Text read in the wrong one of the two encodings turns into rare
 * characters, kana and symbols, and into fewer characters common to both scripts.
 */
const characterWeights = () => {
  if (weights) return weights
  const big5 = new Set(
    decodePairs(
      'cp950',
      [0xa4, 0xc6],
      [
        [0x40, 0x7e],
        [0xa1, 0xfe]
      ]
    )
  )
  const gb2312 = new Set(decodePairs('gb18030', [0xb0, 0xd7], [[0xa1, 0xfe]]))
  const toSimplified = toSimplifiedFrom({ from: 'tw', to: 'cn' })
  const toTraditional = toTraditionalFrom({ from: 'cn', to: 'tw' })
  const within = (text: string, set: Set<string>) => [...text].every((char) => set.has(char))
  weights = new Map()
  for (const char of big5) weights.set(char, within(toSimplified(char), gb2312) ? 1 : ONE_SIDED)
  for (const char of gb2312)
    weights.set(char, Math.max(weights.get(char) ?? 0, within(toTraditional(char), big5) ? 1 : ONE_SIDED))
  weights.delete('\uFFFD')
  return weights
}

const LETTER = /\p{L}/u
/**
 * Replacement characters, controls other than tab, line and page ends, and private use (where
 * GB18030 puts the user-defined rows that Big5 text read as GB18030 falls into): a wrong reading.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BROKEN = /[\uFFFD\u0000-\u0008\u000E-\u001F\uE000-\uF8FF]/u

/**
 * How likely `text` is Chinese read in the right encoding: the mean weight (`characterWeights`) of
 * its letters past ASCII; -1 when it holds what no text holds.
 */
export const plausibility = (text: string) => {
  if (BROKEN.test(text)) return -1
  const known = characterWeights()
  let letters = 0
  let hits = 0
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80 || !LETTER.test(char)) continue
    letters++
    hits += known.get(char) ?? 0
  }
  return letters ? hits / letters : 0
}

/** The start of `bytes`, cut after a line end: no character of these encodings holds the byte 0x0A. */
const sampleOf = (bytes: Buffer, size: number) => {
  if (bytes.length <= size) return bytes
  const end = bytes.lastIndexOf(0x0a, size)
  return bytes.subarray(0, end > 0 ? end + 1 : size)
}

/**
 * Which of Big5 (with HKSCS) and GB18030 a text file that is not UTF-8 is in, by its first
 * `sampleSize` bytes. Detectors tell the two apart poorly on short texts, where each decodes the
 * other's bytes without an error: the one whose reading has no broken character and the larger
 * share of common characters wins, then the one the detector (chardet) is surer of, then Big5.
 */
export const guessLegacyEncoding = (bytes: Buffer, sampleSize = 256 * 1024): LegacyGuess => {
  const sample = sampleOf(bytes, sampleSize)
  const confidence = new Map<LegacyCandidate, number>()
  for (const match of analyse(sample)) {
    const candidate = DETECTED[match.name]
    if (candidate && !confidence.has(candidate)) confidence.set(candidate, match.confidence)
  }
  const [best] = CANDIDATES.map((candidate, order) => ({
    candidate,
    order,
    plausibility: plausibility(iconv.decode(sample, candidate.codec))
  })).sort(
    (a, b) =>
      b.plausibility - a.plausibility ||
      (confidence.get(b.candidate) ?? 0) - (confidence.get(a.candidate) ?? 0) ||
      a.order - b.order
  )
  if (best.plausibility < MIN_PLAUSIBILITY) return { plausibility: Math.max(best.plausibility, 0) }
  return { candidate: best.candidate, plausibility: best.plausibility }
}

/**
 * A text file that is not UTF-8 read in the legacy encoding it is in (`guessLegacyEncoding`), or
 * nothing when it reads as neither. Big5 is named Big5-HKSCS when the file holds Hong Kong
 * characters that plain Big5 (Windows code page 950) lacks, such as 㗎 and 嘅.
 */
export const readLegacy = (bytes: Buffer): { text: string; encoding: ImportEncoding } | undefined => {
  const { candidate } = guessLegacyEncoding(bytes)
  if (!candidate) return undefined
  const text = iconv.decode(bytes, candidate.codec)
  const hkscs = candidate === BIG5 && iconv.decode(bytes, 'cp950') !== text
  return { text, encoding: hkscs ? 'Big5-HKSCS' : candidate.name }
}
