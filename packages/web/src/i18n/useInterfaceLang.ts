import { type Lang } from '@tutor-admin/shared/locale/langs'
import { LOCALES } from '@tutor-admin/shared/locale/locales'
import { useEffect } from 'react'
import { useAppStore } from '../state/appStore'
import { changeLang } from './i18n'

/** Makes the URL's language the interface language: the store's, the page's and the texts' (R-RT-17). */
export const useInterfaceLang = (lang: Lang) => {
  const setLocale = useAppStore((state) => state.setLocale)
  useEffect(() => {
    setLocale(lang)
    document.documentElement.lang = LOCALES[lang].htmlLang
    void changeLang(lang)
  }, [lang, setLocale])
}
