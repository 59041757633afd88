import type { Lang } from '@tutor-admin/shared/locale/langs'
import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { readPageState } from '../state/pageState'
import { App, router } from './App'
import { useAppStore } from '../state/appStore'

/** Resolves once the router has the first page's code and data. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })

/**
 * Marks the page as the console's once its first render is on screen (`<html data-console-live>`):
 * before that, a page the server rendered shows controls that nothing answers yet.
 */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.consoleLive = ''
  }, [])
  return null
}

/**
 * Renders the console into the page in its start language. The store knows the language before
 * the first render, so that nothing renders again when the route's language scope confirms it.
 * Over a page the server rendered, the console first waits for its router to be ready: its first
 * render then replaces the server's page with the same page, never with a loading screen.
 */
export const renderConsole = async (root: HTMLElement, lang: Lang) => {
  useAppStore.getState().setLocale(lang)
  if (readPageState()) await routerReady()
  createRoot(root).render(
    <StrictMode>
      <App />
      <MarkLive />
    </StrictMode>
  )
}
