import { Box } from '@mui/material'
import { alpha } from '@mui/material/styles'
import { useMemo } from 'react'
import { SafeHtml } from '../records/rows/SafeHtml'
import { richDiffHtml } from './richDiffHtml'

export interface RichDiffProps {
  old: unknown
  new: unknown
}

/** Two versions of rich text as one page: words taken out struck through in red, put in green. */
export function RichDiff({ old, new: next }: RichDiffProps) {
  const html = useMemo(() => richDiffHtml(old, next), [old, next])
  return (
    <Box
      data-testid="rich-diff"
      sx={{
        px: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        '& ins': {
          textDecoration: 'none',
          bgcolor: (theme) => alpha(theme.palette.success.main, 0.2)
        },
        '& del': {
          textDecoration: 'line-through',
          bgcolor: (theme) => alpha(theme.palette.error.main, 0.15)
        }
      }}
    >
      <SafeHtml html={html} />
    </Box>
  )
}
