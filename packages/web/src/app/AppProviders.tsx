import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material'
import { QueryClientProvider } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { queryClient } from '../api/queryClient'
import { i18n } from '../i18n/i18n'
import { useAppStore } from '../state/appStore'
import { createAppTheme } from './theme'

export interface AppProvidersProps {
  children: ReactNode
}

/** Data cache, translations and the light or dark theme (still if the person prefers) around the whole console. */
export function AppProviders({ children }: AppProvidersProps) {
  const dark = useAppStore((state) => state.dark)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true })
  const theme = useMemo(() => createAppTheme(dark, reducedMotion), [dark, reducedMotion])
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
