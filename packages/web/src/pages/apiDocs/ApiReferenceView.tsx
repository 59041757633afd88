import { ApiReferenceReact } from '@scalar/api-reference-react'
// The viewer's styles, scoped to it: loaded with its chunk, only on the docs page.
import '@scalar/api-reference-react/style.css'
import { Box, useTheme } from '@mui/material'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { scalarCss } from './scalarTheme'

/** Space kept below the viewer, in px. */
const BOTTOM_GAP = 16

export interface ApiReferenceViewProps {
  /** The OpenAPI document. */
  document: Record<string, unknown>
  /** The API token "Try it" sends; empty sends none. */
  token: string
}

/**
 * Scalar's API reference of a document, in the console's theme, its "Try it" sending requests to
 * this server's `/api` with the token given. Loaded with its own chunk, only on the docs page. It
 * fills the window below its top and scrolls on its own, so that its menu stays beside the text.
 */
export function ApiReferenceView({ document, token }: ApiReferenceViewProps) {
  const theme = useTheme()
  const frame = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(600)
  useLayoutEffect(() => {
    const measure = () => {
      const top = frame.current?.getBoundingClientRect().top ?? 0
      setHeight(Math.max(400, Math.round(window.innerHeight - top - window.scrollY - BOTTOM_GAP)))
    }
    measure()
    window.addEventListener('resize', measure)
    // What stands above it may move it without a resize of the window: the side menu that a
    // narrower window closes once the console has drawn it again, a text above that wraps.
    const above = new ResizeObserver(measure)
    if (frame.current?.parentElement) above.observe(frame.current.parentElement)
    return () => {
      window.removeEventListener('resize', measure)
      above.disconnect()
    }
  }, [])
  const configuration = useMemo(
    () => ({
      content: document,
      servers: [{ url: `${window.location.origin}/api` }],
      authentication: {
        preferredSecurityScheme: 'apiToken',
        securitySchemes: { apiToken: { token } }
      },
      customCss: scalarCss(theme, height),
      theme: 'default' as const,
      // No chat with Scalar's assistant: the document stays in the console.
      agent: { disabled: true },
      withDefaultFonts: false,
      forceDarkModeState: theme.palette.mode,
      hideDarkModeToggle: true,
      hideDownloadButton: true,
      telemetry: false,
      showDeveloperTools: 'never' as const,
      defaultOpenAllTags: false
    }),
    [document, token, theme, height]
  )
  return (
    <Box ref={frame} sx={{ height, overflow: 'auto' }}>
      <ApiReferenceReact configuration={configuration} />
    </Box>
  )
}
