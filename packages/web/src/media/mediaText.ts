import { LANGS, type Lang } from '@tutor-admin/shared'
import { formatNumber } from '../i18n/numbers'

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB']

/** A file size for people: 1 decimal from KB on (1024 per step). */
export const formatBytes = (bytes: number | undefined, locale?: string): string => {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return ''
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${formatNumber(value, locale, unit === 0 ? 0 : 1)} ${UNITS[unit]}`
}

/** A length in seconds as m:ss, or h:mm:ss from an hour on. */
export const formatDuration = (seconds: number | undefined): string => {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return ''
  const whole = Math.round(seconds)
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** Alt texts of any stored shape (`[{ lang, value }]` or `{ en, cht, chs }`), per language, non-empty only. */
export const altTexts = (alt: unknown): Array<{ lang: Lang; text: string }> => {
  const byLang = new Map<string, string>()
  if (Array.isArray(alt)) {
    for (const entry of alt as Array<{ lang?: unknown; value?: unknown }>)
      if (typeof entry?.lang === 'string' && typeof entry.value === 'string')
        byLang.set(entry.lang, entry.value)
  } else if (alt && typeof alt === 'object') {
    for (const [lang, text] of Object.entries(alt)) if (typeof text === 'string') byLang.set(lang, text)
  } else if (typeof alt === 'string') byLang.set('cht', alt)
  return LANGS.filter((lang) => byLang.get(lang)?.trim()).map((lang) => ({ lang, text: byLang.get(lang)! }))
}

/** The alt text of a picture in the interface's language, else in another one; '' when it has none. */
export const altText = (alt: unknown, lang: string): string => {
  const texts = altTexts(alt)
  return (texts.find((item) => item.lang === lang) ?? texts[0])?.text ?? ''
}
