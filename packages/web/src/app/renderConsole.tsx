import type { Lang } from '@tutor-admin/shared/locale/langs'
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { readPageState } from '../state/pageState'
import { App, consoleRouter } from './App'
import { MarkLive } from './MarkLive'
import { useAppStore } from '../state/appStore'

export { consoleRouter }

/** Resolves once the router has the first page's code and data. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    const router = consoleRouter()
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })

/**
 * Renders the console into the page in its start language. The store knows the language before
 * the first render, so that nothing renders again when the route's language scope confirms it.
 * Over a page the server rendered, or the sign-in page (`replacing`, rendered without the router),
 * the console first waits for its router to be ready: its first render then replaces that page
 * with the same page, in the same frame, never with a loading screen.
 */
export const renderConsole = async (container: HTMLElement, lang: Lang, replacing?: Root) => {
  useAppStore.getState().setLocale(lang)
  if (replacing || readPageState()) await routerReady()
  replacing?.unmount()
  const root = createRoot(container)
  const render = () =>
    root.render(
      <StrictMode>
        <App />
        <MarkLive />
      </StrictMode>
    )
  if (replacing) flushSync(render)
  else render()
}
