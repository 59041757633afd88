import { isLang, LOCALES, type TotalEstimate } from '@tutor-admin/shared'
import { formatNumber } from '../../i18n/numbers'

export interface PageRange {
  from: number
  to: number
  total: number
  /** How the server estimated `total`, when it did not count it. */
  estimated?: TotalEstimate
}

const RANGE_KEYS = { about: 'paging.rangeAbout', more: 'paging.rangeMore' } as const
const TOTAL_KEYS = { about: 'paging.totalAbout', more: 'paging.totalMore' } as const

const localeOf = (language: string) => (isLang(language) ? LOCALES[language].htmlLang : undefined)

/** The message and values of a total alone: "1,234", "about 1,000,000" or "more than 100,000". */
export const totalMessage = (language: string, total: number, estimated?: TotalEstimate) => ({
  key: estimated ? TOTAL_KEYS[estimated] : ('paging.total' as const),
  values: { total: formatNumber(total, localeOf(language)) }
})

/**
 * The message and values of a list's range line, "1–10 of 1,234", "… of about 1,000,000" or
 * "… of more than 100,000", numbers written in the language's format.
 */
export const rangeMessage = (language: string, { from, to, total, estimated }: PageRange) => {
  const locale = localeOf(language)
  return {
    key: estimated ? RANGE_KEYS[estimated] : ('paging.range' as const),
    values: {
      from: formatNumber(from, locale),
      to: formatNumber(to, locale),
      total: formatNumber(total, locale)
    }
  }
}
