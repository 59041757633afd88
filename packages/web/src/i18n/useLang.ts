import { UI_CONSTANTS } from '@tutor-admin/shared/constants'
import { type Lang } from '@tutor-admin/shared/locale/langs'
import { localePath, splitLocalePath } from '@tutor-admin/shared/locale/locale-path'
import Cookies from 'js-cookie'
import { useCallback } from 'react'
import { usePageLocation } from './pageLocation'

/** Saves the chosen language in the `lang` cookie: 365 days, path /, SameSite Lax (R-RT-15). */
export const saveLangCookie = (lang: Lang) => {
  const { name, expiresDays, path, sameSite } = UI_CONSTANTS.langCookie
  Cookies.set(name, lang, { expires: expiresDays, path, sameSite })
}

/**
 * The language of the current URL, a function that prefixes paths with it, and one that
 * switches language: cookie saved, same page under the new prefix, no reload (R-RT-15..17).
 */
export const useLang = () => {
  const location = usePageLocation()
  const { navigate } = location
  const { lang, path } = splitLocalePath(location.pathname)
  const to = useCallback((target: string) => localePath(lang, target), [lang])
  const switchLang = useCallback(
    (next: Lang) => {
      saveLangCookie(next)
      navigate(localePath(next, path) + location.search + location.hash)
    },
    [navigate, path, location.search, location.hash]
  )
  return { lang, path, to, switchLang }
}
