import { detectLang, localePath, splitLocalePath } from '@tutor-admin/shared'
import Cookies from 'js-cookie'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { isLoggedIn, useAppStore } from './app/appStore'
import { reloadPageForChunkError } from './errors/chunkReload'
import { initI18n } from './i18n/i18n'

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

if (isLoggedIn(useAppStore.getState())) void import('./api/warmUp').then(({ warmUp }) => warmUp())
await initI18n(startLang())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
