import { Box, Typography } from '@mui/material'
import { personNameText } from '@tutor-admin/shared'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { parseProfile } from '../../api/profile'
import { useAppStore } from '../../state/appStore'

const partOfDay = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening')

/** Greets the user by name with today's date (R-LAY-17). */
export function Greeting() {
  const { t } = useTranslation('dashboard')
  const profile = parseProfile(useAppStore((state) => state.profile))
  const name = personNameText(profile.name) || profile.email || ''
  const now = dayjs()
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }} data-testid="greeting">
        {t(`greeting.${partOfDay(now.hour())}`, { name })}
      </Typography>
      <Typography color="text.secondary">{t('today', { date: now.format('LL') })}</Typography>
    </Box>
  )
}
