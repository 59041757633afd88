import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from '../api/queryClient'
import { ThemeAndTexts } from './ThemeAndTexts'

export interface AppProvidersProps {
  children: ReactNode
}

/** Data cache, translations and the theme around the whole console. */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeAndTexts>{children}</ThemeAndTexts>
    </QueryClientProvider>
  )
}
