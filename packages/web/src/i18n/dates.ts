import { LOCALES, UI_CONSTANTS, type Lang } from '@tutor-admin/shared'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-hk'
import localizedFormat from 'dayjs/plugin/localizedFormat'
import relativeTime from 'dayjs/plugin/relativeTime'

dayjs.extend(localizedFormat)
dayjs.extend(relativeTime)

/** Sets the dayjs locale backing a language: zh-hk, zh-cn or en (R-RT-14). */
export const setDateLocale = (lang: Lang) => {
  dayjs.locale(LOCALES[lang].dayjs)
}

/** A date as 'lll' with its time, or 'll' for a date alone, in the active locale (R-RT-18). */
export const formatDate = (value: string | number | Date | null | undefined, dateOnly = false): string => {
  if (value === null || value === undefined || value === '') return ''
  const date = dayjs(value)
  if (!date.isValid()) return ''
  return date.format(dateOnly ? UI_CONSTANTS.dateFormat.dateOnly : UI_CONSTANTS.dateFormat.withTime)
}

/** How long ago a moment was, e.g. "3 minutes ago" / "3 分鐘前". */
export const fromNow = (value: string | number | Date): string => dayjs(value).fromNow()
