import { LANGS } from '@tutor-admin/shared'
import i18next, { type i18n } from 'i18next'
import { loadLanguage, NAMESPACES } from '../i18n/languageFiles'

/** An i18next instance of its own with the console's texts in every language, for tests of wording. */
export const createTranslator = async (): Promise<i18n> => {
  const translator = i18next.createInstance()
  const resources = Object.fromEntries(
    await Promise.all(LANGS.map(async (lang) => [lang, await loadLanguage(lang)]))
  )
  await translator.init({
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: false,
    lng: 'cht'
  })
  return translator
}
