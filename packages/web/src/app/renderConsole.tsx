import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

/** Renders the console into the page. */
export const renderConsole = (root: HTMLElement) =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
