import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material'
import { useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../i18n/i18n'
import { useAppStore } from '../state/appStore'
import { createAppTheme } from './theme'

/** Translations and the light or dark theme (still if the person prefers): the sign-in page's and the console's. */
export function ThemeAndTexts({ children }: { children: ReactNode }) {
  const dark = useAppStore((state) => state.dark)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true })
  const theme = useMemo(() => createAppTheme(dark, reducedMotion), [dark, reducedMotion])
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  )
}
