import HomeIcon from '@mui/icons-material/Home'
import { Box, Button, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../state/usePageTitle'
import { LocaleLink } from '../i18n/LocaleLink'
import { ErrorDetail } from './ErrorDetail'

export interface ErrorPageProps {
  status: number
  message?: string
  /** The server's own words, beneath the message. */
  detail?: string
}

/** Status code and message of a failed page; a 404 offers the way home (R-ERR-01, R-ERR-02). */
export function ErrorPage({ status, message, detail }: ErrorPageProps) {
  const { t } = useTranslation()
  const text = message || (status === 404 ? t('errors.notFound') : t('errors.unknown'))
  usePageTitle(String(status))
  return (
    <Box
      role="alert"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
      data-testid="error-page"
    >
      <Box>
        <Typography component="h2" variant="h2" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {status}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1, mb: 3 }}>
          {text}
          <ErrorDetail detail={detail} />
        </Typography>
        {status === 404 && (
          <Button variant="contained" component={LocaleLink} to="/" startIcon={<HomeIcon />}>
            {t('errors.homepage')}
          </Button>
        )}
      </Box>
    </Box>
  )
}
