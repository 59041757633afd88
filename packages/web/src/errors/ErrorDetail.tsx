import { Typography } from '@mui/material'

export interface ErrorDetailProps {
  /** The server's own words about a failure; nothing shows without them. */
  detail?: string | null
}

/**
 * The server's own words beneath a failure said in the interface's language: smaller and fainter,
 * for whoever needs them (support, API users), never the main message (R-ERR-09).
 */
export function ErrorDetail({ detail }: ErrorDetailProps) {
  if (!detail) return null
  return (
    <Typography
      component="span"
      variant="caption"
      lang="en"
      data-testid="error-detail"
      sx={{ display: 'block', mt: 0.5, opacity: 0.8, overflowWrap: 'anywhere' }}
    >
      {detail}
    </Typography>
  )
}
