import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface ChartCardProps {
  title: string
  /** The data is still loading. */
  loading: boolean
  empty: boolean
  height?: number
  children: ReactNode
}

/** A titled card for one chart, with a placeholder while its data or the chart code loads. */
export function ChartCard({ title, loading, empty, height = 260, children }: ChartCardProps) {
  const { t } = useTranslation()
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {loading ? (
          <Skeleton variant="rounded" height={height} aria-label={t('basic.loading')} />
        ) : empty ? (
          <Box sx={{ height, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
            {t('basic.no_data')}
          </Box>
        ) : (
          <Box sx={{ flex: 1, minHeight: height, position: 'relative' }}>{children}</Box>
        )}
      </CardContent>
    </Card>
  )
}
