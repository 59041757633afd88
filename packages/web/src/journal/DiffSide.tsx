import { Box } from '@mui/material'
import { alpha } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'

export interface DiffSideProps {
  text: string
  side: 'old' | 'new'
}

/** A value before (red, struck through) or after (green) a change; an empty one says so. */
export function DiffSide({ text, side }: DiffSideProps) {
  const { t } = useTranslation('list')
  const color = side === 'old' ? 'error' : 'success'
  return (
    <Box
      component={side === 'old' ? 'del' : 'ins'}
      data-side={side}
      sx={{
        display: 'block',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        minWidth: 0,
        overflowWrap: 'anywhere',
        typography: 'body2',
        textDecoration: 'none',
        bgcolor: (theme) => alpha(theme.palette[color].main, 0.08),
        color: text ? 'text.primary' : 'text.secondary',
        fontStyle: text ? undefined : 'italic'
      }}
    >
      <Box component="span" sx={{ textDecoration: side === 'old' && text ? 'line-through' : undefined }}>
        {text || t('journal.none')}
      </Box>
    </Box>
  )
}
