import { dayOf, LOCALES, UI_CONSTANTS, type DateForm, type Lang } from '@tutor-admin/shared'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-hk'
import localizedFormat from 'dayjs/plugin/localizedFormat'
import relativeTime from 'dayjs/plugin/relativeTime'
import utc from 'dayjs/plugin/utc'

dayjs.extend(localizedFormat)
dayjs.extend(relativeTime)
// Fields kept in UTC are shown and picked in UTC (R-WID-14); the date pickers need it too.
dayjs.extend(utc)

/** What follows a time shown in UTC rather than local time. */
export const UTC_MARK = 'UTC'

/** Sets the dayjs locale backing a language: zh-hk, zh-cn or en (R-RT-14). */
export const setDateLocale = (lang: Lang) => {
  dayjs.locale(LOCALES[lang].dayjs)
}

/**
 * A date as 'lll' with its time, or 'll' for a day, in the active locale (R-RT-18), per the
 * field's form (R-WID-14): a day (UTC or not) is the same calendar day in every time zone; a UTC
 * date-time is shown in UTC, marked as such; others in local time.
 */
export const formatDate = (
  value: string | number | Date | null | undefined,
  form: DateForm = 'dateTime'
): string => formatDateParts(value, form).join(' ')

/**
 * A date as {@link formatDate} shows it, in the parts a narrow cell may wrap between: the day,
 * then its time when it has one and the locale writes the day first (as zh-HK, zh-CN and en do).
 */
export const formatDateParts = (
  value: string | number | Date | null | undefined,
  form: DateForm = 'dateTime'
): string[] => {
  if (value === null || value === undefined || value === '') return []
  const day = form === 'day' || form === 'utcDay' ? dayOf(value) : undefined
  const date = day ? dayjs(day) : form === 'utcDateTime' ? dayjs.utc(value) : dayjs(value)
  if (!date.isValid()) return []
  const { dateOnly, withTime } = UI_CONSTANTS.dateFormat
  if (form === 'day' || form === 'utcDay') return [date.format(dateOnly)]
  const text = form === 'utcDateTime' ? `${date.format(withTime)} ${UTC_MARK}` : date.format(withTime)
  const dayText = date.format(dateOnly)
  return text.startsWith(`${dayText} `) ? [dayText, text.slice(dayText.length + 1)] : [text]
}

/** How long ago a moment was, e.g. "3 minutes ago" / "3 分鐘前". */
export const fromNow = (value: string | number | Date): string => dayjs(value).fromNow()
