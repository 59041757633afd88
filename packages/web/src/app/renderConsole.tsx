import type { Lang } from '@tutor-admin/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { useAppStore } from './appStore'

/**
 * Renders the console into the page in its start language. The store knows the language before
 * the first render, so that nothing renders again when the route's language scope confirms it.
 */
export const renderConsole = (root: HTMLElement, lang: Lang) => {
  useAppStore.getState().setLocale(lang)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}
