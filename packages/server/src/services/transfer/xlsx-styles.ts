import { readXmlPart, STOP_READING } from './xml-part'
import type { WorkbookZip } from './xlsx-zip'

/**
 * Built-in number formats that show dates or times: 14-22 and 45-47 everywhere, 27-36 and 50-58
 * in Chinese, Japanese and Korean editions of Excel.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  ...[14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47],
  ...[27, 28, 29, 30, 31, 32, 33, 34, 35, 36],
  ...[50, 51, 52, 53, 54, 55, 56, 57, 58]
])

/** A custom format shows a date when it has date or time letters outside quotes and brackets. */
export const isDateFormat = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''))

/**
 * The cell styles (indexes into `cellXfs`) whose number format shows a date, so that their
 * numbers read as dates. Styles list number formats before cell formats: reading stops there.
 */
export const readDateStyles = async (zip: WorkbookZip, part: string | undefined): Promise<Set<number>> => {
  const dates = new Set<number>()
  if (!part) return dates
  const custom = new Map<number, string>()
  let inCellFormats = false
  let style = 0
  await readXmlPart(zip, part, {
    open(name, attributes) {
      if (name === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '')
      else if (name === 'cellXfs') inCellFormats = true
      else if (name === 'xf' && inCellFormats) {
        const format = Number(attributes.numFmtId ?? 0)
        const code = custom.get(format)
        if (code === undefined ? BUILT_IN_DATE_FORMATS.has(format) : isDateFormat(code)) dates.add(style)
        style++
      }
    },
    close(name) {
      if (name === 'cellXfs') throw STOP_READING
    }
  })
  return dates
}
