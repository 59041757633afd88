import { type Lang } from '@tutor-admin/shared/locale/langs'
import { LOCALES } from '@tutor-admin/shared/locale/locales'
import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { loadNamespace, NAMESPACES, START_NAMESPACES } from './languageFiles'

/** The console's i18next instance; only the active language's files are loaded. */
export const i18n = i18next.createInstance()

let dates: Promise<typeof import('./dates')> | undefined

/**
 * Sets the dates' locale to a language, loading the dates' code (dayjs) first if need be: the
 * sign-in page shows no date, so a signed-out start leaves it for the first signed-in page.
 */
const followDates = async (lang: Lang) => (await (dates ??= import('./dates'))).setDateLocale(lang)

/**
 * Starts i18next in a language, its files loaded before the first render: every namespace and the
 * dates' locale for a signed-in page, only the sign-in page's namespaces for a signed-out start.
 */
export const initI18n = async (lang: Lang, signedIn = true): Promise<void> => {
  await Promise.all([
    signedIn && followDates(lang),
    i18n
      .use(initReactI18next)
      .use(resourcesToBackend(loadNamespace))
      .init({
        lng: lang,
        // No fallback: a missing text shows its key, which the tests look for, never another language.
        fallbackLng: false,
        supportedLngs: Object.keys(LOCALES),
        ns: [...(signedIn ? NAMESPACES : START_NAMESPACES)],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: false }
      })
  ])
}

/** What the signed-in pages need beyond the sign-in page: every namespace, and the dates' locale. */
export const loadSignedInTexts = async (): Promise<void> => {
  if (!i18n.isInitialized) return
  await Promise.all([i18n.loadNamespaces([...NAMESPACES]), followDates(i18n.language as Lang)])
}

/** Switches interface text and date locale together (R-RT-16). */
export const changeLang = async (lang: Lang): Promise<void> => {
  if (i18n.language === lang) return
  await i18n.loadLanguages(lang)
  if (dates) await followDates(lang)
  await i18n.changeLanguage(lang)
}
