import { type Lang } from '@tutor-admin/shared/locale/langs'
import { LOCALES } from '@tutor-admin/shared/locale/locales'
import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { useAppStore } from '../state/appStore'
import { changeLang } from './i18n'

export interface LocaleScopeProps {
  lang: Lang
}

/** The routes of one URL prefix: their language becomes the interface language (R-RT-17). */
export function LocaleScope({ lang }: LocaleScopeProps) {
  const setLocale = useAppStore((state) => state.setLocale)
  useEffect(() => {
    setLocale(lang)
    document.documentElement.lang = LOCALES[lang].htmlLang
    void changeLang(lang)
  }, [lang, setLocale])
  return <Outlet />
}
