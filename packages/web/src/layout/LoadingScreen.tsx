import { Box, CircularProgress } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** Shown while the first page of a visit loads. */
export function LoadingScreen() {
  const { t } = useTranslation()
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('basic.loading')} />
    </Box>
  )
}
