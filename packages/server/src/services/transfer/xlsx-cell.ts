/** A cell that holds the index of a shared string, read later from the shared strings part. */
export class SharedString {
  constructor(readonly index: number) {}
}

export type SheetCell = string | number | boolean | Date | SharedString

/** How numbers in date styles become dates. */
export interface DateSettings {
  /** Cell styles whose number format shows a date. */
  dates: Set<number>
  date1904: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Day 25569 is 1970-01-01 in the 1900 date system; the 1904 system starts 1462 days later. */
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * DAY_MS))

/** Characters XML cannot hold are written `_xHHHH_` in a workbook's text. */
export const decodeEscapes = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * The value of a cell of type `type` (the `t` attribute) whose value text is `text`: shared
 * strings as their index, inline and formula strings as text, booleans, errors as their text
 * (`#N/A`), numbers, and dates for numbers in a date style.
 */
export const cellValue = (
  type: string,
  text: string,
  style: number,
  settings: DateSettings
): SheetCell | undefined => {
  switch (type) {
    case 's': {
      const index = Number(text)
      return Number.isInteger(index) && index >= 0 ? new SharedString(index) : undefined
    }
    case 'inlineStr':
      return decodeEscapes(text)
    case 'str':
    case 'e':
      return text
    case 'b': {
      const flag = text.trim()
      return flag === 'true' || (flag !== 'false' && flag !== '' && Number(flag) !== 0)
    }
    case 'd': {
      const date = new Date(text)
      return Number.isNaN(date.getTime()) ? text : date
    }
    default: {
      if (text.trim() === '') return undefined
      const number = Number(text)
      if (!Number.isFinite(number)) return text
      return settings.dates.has(style) ? excelDate(number, settings.date1904) : number
    }
  }
}
