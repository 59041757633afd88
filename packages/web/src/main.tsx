import { detectLang } from '@tutor-admin/shared/locale/detect-locale'
import { localePath, splitLocalePath } from '@tutor-admin/shared/locale/locale-path'
import Cookies from 'js-cookie'
import { readLogin } from './state/loginStorage'
import { preloadSignedInPage } from './app/pageModules'
import { reloadPageForChunkError } from './errors/chunkReload'
import { loadLanguage, loadStartLanguage } from './i18n/languageFiles'

// A chunk that fails to preload (a new release replaced it) reloads the page once (R-ERR-06).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadPageForChunkError()) event.preventDefault()
})

/**
 * The start language (R-RT-13, R-RT-17): a prefixed URL names it; else the cookie, the browser
 * language or cht, and a language other than cht moves to its prefix. No cookie is written here.
 */
const startLang = () => {
  const { pathname, search, hash } = window.location
  const { lang: urlLang, path } = splitLocalePath(pathname)
  if (localePath(urlLang, path) !== path) return urlLang
  const lang = detectLang(Cookies.get('lang'), navigator.languages ?? [navigator.language])
  if (lang !== urlLang) window.history.replaceState(null, '', localePath(lang, path) + search + hash)
  return lang
}

const lang = startLang()
const signedIn = Boolean(readLogin().user)
// A signed-out start draws the sign-in page: its texts only, the rest once signed in.
void (signedIn ? loadLanguage : loadStartLanguage)(lang).catch(() => undefined)
// This entry stays small so that its work starts early: a signed-in start connects, re-authenticates
// and loads the catalogue while translations and the console's code are still loading.
if (signedIn) {
  void import('./app/warmUp').then(({ warmUp }) => warmUp())
  preloadSignedInPage(window.location.href)
}
const root = document.getElementById('root')!
// No top-level await: the console's chunks import helpers from this one, which must finish first.
// A signed-out start on the sign-in page draws it without the console's router and data cache.
if (!signedIn && splitLocalePath(window.location.pathname).path === '/login')
  void Promise.all([import('./i18n/i18n'), import('./app/renderSignIn')]).then(
    async ([{ initI18n }, { renderSignIn }]) => {
      await initI18n(lang, false)
      renderSignIn(root, lang)
    }
  )
else
  void Promise.all([import('./i18n/i18n'), import('./app/renderConsole')]).then(
    async ([{ initI18n }, { consoleRouter, renderConsole }]) => {
      // The router now: the first page's code and data load while the texts do.
      consoleRouter()
      await initI18n(lang, signedIn)
      await renderConsole(root, lang)
    }
  )
