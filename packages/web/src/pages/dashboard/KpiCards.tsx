import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../i18n/LocaleLink'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { formatCount } from '../../i18n/numbers'
import { menuIcon } from '../../layout/menuIcons'
import type { DashboardSource } from './dashboardSources'

export interface KpiCardsProps {
  sources: DashboardSource[]
  totals: Array<number | undefined>
}

/** Big counts for the main collections (the entries outside menu groups), each a link to its list. */
export const KpiCards = memo(function KpiCards({ sources, totals }: KpiCardsProps) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  return (
    <Box
      component="ul"
      aria-label={t('mainCounts')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))'
        }
      }}
    >
      {sources.map((source, index) => {
        const Icon = menuIcon(source.icon)
        const total = totals[index]
        return (
          <Box component="li" key={source.key}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={LocaleLink}
                to={source.path}
                sx={{
                  p: { xs: 1.5, sm: 2 },
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'space-between'
                }}
                data-testid={`count-${source.key}`}
              >
                <Box
                  sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary', mb: 1 }}
                >
                  <Icon fontSize="small" />
                  <Typography variant="body2" sx={{ lineHeight: 1.35 }}>
                    {labelText(source.title, lang)}
                  </Typography>
                </Box>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  {total === undefined ? <Skeleton width={48} /> : formatCount(total)}
                </Typography>
              </CardActionArea>
            </Card>
          </Box>
        )
      })}
    </Box>
  )
})
