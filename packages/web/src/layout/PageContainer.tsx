import { Box } from '@mui/material'
import type { ReactNode } from 'react'

export interface PageContainerProps {
  children: ReactNode
  /** Widest the content gets, in px. */
  maxWidth?: number
}

/** The padding and width every page's content shares. */
export function PageContainer({ children, maxWidth = 1400 }: PageContainerProps) {
  return <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth, mx: 'auto' }}>{children}</Box>
}
