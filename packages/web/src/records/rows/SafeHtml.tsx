import { Box } from '@mui/material'
import DOMPurify from 'dompurify'

export interface SafeHtmlProps {
  html: string
  /** Larger text, as a page shows it, rather than the body text of a list. */
  reading?: boolean
}

/** Rich text as readers see it, cleaned of scripts and event handlers first (R-LIST-08, R-ED-12). */
export function SafeHtml({ html, reading = false }: SafeHtmlProps) {
  return (
    <Box
      sx={{
        '& img': { maxWidth: '100%', height: 'auto' },
        '& p': { my: reading ? 1 : 0.5 },
        typography: reading ? 'body1' : 'body2',
        overflowWrap: 'anywhere'
      }}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  )
}
