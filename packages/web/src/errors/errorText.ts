import { DEFAULT_LANG, LANGS, type Lang } from '@tutor-admin/shared/locale/langs'
import { i18n } from '../i18n/i18n'
import { describeError, type ErrorText } from './describeError'
import { serverMessage } from '../api/errorShape'

/** The language the console shows now. */
export const shownLang = (): Lang =>
  LANGS.includes(i18n.language as Lang) ? (i18n.language as Lang) : DEFAULT_LANG

/**
 * A failure in the language the console shows now ({@link describeError}), the fields it names
 * by `fieldLabel` (their names when not given).
 */
export const errorText = (error: unknown, fieldLabel?: (name: string) => string): ErrorText => {
  // Before the translations are in (a failure at start) there are only the words the error came with.
  if (!i18n.isInitialized) return { message: serverMessage(error) }
  const lang = shownLang()
  return describeError(error, { t: i18n.getFixedT(lang), lang, fieldLabel })
}
