import { errorData, type ImportEncoding } from '@tutor-admin/shared'
import { UnsupportedMediaType } from '../../errors/http-errors'

/** A text file's characters, and the encoding they were read in. */
export interface DecodedText {
  text: string
  encoding: ImportEncoding
}

const READ = 'UTF-8, UTF-16 with a byte order mark, Big5, Big5-HKSCS or GB18030'

/** 415: the file is no text, or text in an encoding import does not read. */
export const notText = (reason: string) =>
  new UnsupportedMediaType(
    `The file is not text in an encoding import reads (${READ}): ${reason}; save the CSV as UTF-8`,
    errorData('notText')
  )

/** Controls that no text file holds (tab, line and page ends aside): a binary file's bytes. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000E-\u001F]/u

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_OR_BROKEN = /[\u0000-\u0008\u000E-\u001F\uFFFD]/u

/** The line (from 1) of `text` that holds position `index`. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/** `text`, refused when it holds a control character or (when `broken`) a replacement character. */
const checked = (text: string, encoding: ImportEncoding, broken = false): DecodedText => {
  const bad = (broken ? CONTROL_OR_BROKEN : CONTROL).exec(text)
  if (bad)
    throw notText(
      bad[0] === '\uFFFD'
        ? `line ${lineAt(text, bad.index)} holds bytes that are not ${encoding}`
        : `line ${lineAt(text, bad.index)} holds a control character, as a binary file does`
    )
  return { text, encoding }
}

const strictly = (bytes: Uint8Array, label: 'utf-8' | 'utf-16le') => {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** UTF-16 after its byte order mark; big-endian is turned little-endian first. */
const utf16 = (bytes: Buffer, encoding: 'UTF-16LE' | 'UTF-16BE') => {
  const body = Buffer.from(bytes.subarray(2))
  if (body.length % 2) throw notText(`a ${encoding} file has an odd number of bytes`)
  const text = strictly(encoding === 'UTF-16BE' ? body.swap16() : body, 'utf-16le')
  if (text === undefined) throw notText(`the file is not ${encoding} after its byte order mark`)
  return checked(text, encoding)
}

/**
 * The text of an imported file and the encoding it was read in. A byte order mark names UTF-8 or
 * UTF-16 (Excel's "Unicode text"); without one, a file with a NUL byte is binary, one that is valid
 * UTF-8 is UTF-8, and any other is read in Big5 (with HKSCS) or GB18030, whichever reads as Chinese
 * (`guessLegacyEncoding`). Refused (415) when none of them holds, or when the text holds control
 * characters that only binary files have.
 */
export const decodeText = async (bytes: Buffer): Promise<DecodedText> => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes, 'UTF-16LE')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes, 'UTF-16BE')
  if (bytes.includes(0)) throw notText('it holds NUL bytes, as a binary file does')
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
  const utf8 = strictly(bom ? bytes.subarray(3) : bytes, 'utf-8')
  if (utf8 !== undefined) return checked(utf8, 'UTF-8')
  if (bom) throw notText('the file is not UTF-8 after its byte order mark')
  // Loaded on the first such file: its tables take a moment to build.
  const legacy = (await import('./legacy-encoding')).readLegacy(bytes)
  if (!legacy) throw notText('it reads as none of them')
  return checked(legacy.text, legacy.encoding, true)
}
