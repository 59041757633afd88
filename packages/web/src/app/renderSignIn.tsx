import { splitLocalePath } from '@tutor-admin/shared/locale/locale-path'
import type { Lang } from '@tutor-admin/shared/locale/langs'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LoginPage } from '../pages/LoginPage'
import { isLoggedIn, useAppStore } from '../state/appStore'
import { MarkLive } from './MarkLive'
import { SignInLocation } from './SignInLocation'
import { ThemeAndTexts } from './ThemeAndTexts'

/** The console's code: its router, data cache and pages. */
const loadConsole = () => import('./renderConsole')

/**
 * The sign-in page of a signed-out start on /login, without the console's router and data cache
 * (a lighter first screen). The console's code loads with the first sign-in attempt; once signed
 * in, the console takes the page over, and its login route moves on to the requested page.
 */
export const renderSignIn = (container: HTMLElement, lang: Lang) => {
  useAppStore.getState().setLocale(lang)
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <ThemeAndTexts>
        <SignInLocation>
          <LoginPage />
        </SignInLocation>
      </ThemeAndTexts>
      <MarkLive />
    </StrictMode>
  )
  container.addEventListener('submit', () => void loadConsole(), { once: true, capture: true })
  const stop = useAppStore.subscribe((state) => {
    if (!isLoggedIn(state)) return
    stop()
    void loadConsole().then(({ renderConsole }) =>
      renderConsole(container, splitLocalePath(window.location.pathname).lang, root)
    )
  })
}
