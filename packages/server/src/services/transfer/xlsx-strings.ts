import { decodeEscapes } from './xlsx-cell'
import { readXmlPart, STOP_READING } from './xml-part'
import type { WorkbookZip } from './xlsx-zip'

/**
 * The shared strings whose indexes are `wanted`, rich text runs joined (phonetic runs left out).
 * Only those are kept, and reading stops after the last one: memory and time follow the cells
 * import keeps, not the size of the part.
 */
export const readSharedStrings = async (
  zip: WorkbookZip,
  part: string | undefined,
  wanted: Set<number>
): Promise<Map<number, string>> => {
  const strings = new Map<number, string>()
  if (!part || !wanted.size) return strings
  let last = 0
  for (const wantedIndex of wanted) last = Math.max(last, wantedIndex)
  let index = -1
  let text = ''
  let inText = false
  let inPhonetic = false
  await readXmlPart(zip, part, {
    open(name) {
      if (name === 'si') {
        index++
        text = ''
      } else if (name === 't') inText = true
      else if (name === 'rPh') inPhonetic = true
    },
    text(chunk) {
      if (inText && !inPhonetic && wanted.has(index)) text += chunk
    },
    close(name) {
      if (name === 't') inText = false
      else if (name === 'rPh') inPhonetic = false
      else if (name === 'si') {
        if (wanted.has(index)) strings.set(index, decodeEscapes(text))
        if (index >= last) throw STOP_READING
      }
    }
  })
  return strings
}
