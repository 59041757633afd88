import { isLang, LOCALES, type TotalEstimate } from '@tutor-admin/shared'
import { formatNumber } from '../../i18n/numbers'

export interface PageRange {
  from: number
  to: number
  total: number
  /** How the server estimated `total`, when it did not count it. */
  estimated?: TotalEstimate
}

const KEYS = { about: 'paging.rangeAbout', more: 'paging.rangeMore' } as const

/**
 * The message and values of a list's range line, "1–10 of 1,234", "… of about 1,000,000" or
 * "… of more than 100,000", numbers written in the language's format.
 */
export const rangeMessage = (language: string, { from, to, total, estimated }: PageRange) => {
  const locale = isLang(language) ? LOCALES[language].htmlLang : undefined
  return {
    key: estimated ? KEYS[estimated] : ('paging.range' as const),
    values: {
      from: formatNumber(from, locale),
      to: formatNumber(to, locale),
      total: formatNumber(total, locale)
    }
  }
}
