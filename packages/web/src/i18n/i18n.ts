import { LOCALES, type Lang } from '@tutor-admin/shared'
import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { setDateLocale } from './dates'
import { loadLanguage, NAMESPACES, type Namespace } from './languageFiles'

/** The console's i18next instance; only the active language's files are loaded. */
export const i18n = i18next.createInstance()

/** Starts i18next in a language, its files loaded before the first render. */
export const initI18n = async (lang: Lang): Promise<void> => {
  setDateLocale(lang)
  await i18n
    .use(initReactI18next)
    .use(resourcesToBackend(async (lng: string, ns: string) => (await loadLanguage(lng))[ns as Namespace]))
    .init({
      lng: lang,
      // No fallback: a missing text shows its key, which the tests look for, never another language.
      fallbackLng: false,
      supportedLngs: Object.keys(LOCALES),
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false }
    })
}

/** Switches interface text and date locale together (R-RT-16). */
export const changeLang = async (lang: Lang): Promise<void> => {
  if (i18n.language === lang) return
  await i18n.loadLanguages(lang)
  setDateLocale(lang)
  await i18n.changeLanguage(lang)
}
