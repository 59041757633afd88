import { Box, Stack, Typography } from '@mui/material'
import type { TwoFactorEnrolment } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'

export interface EnrolmentQrProps {
  enrolment: TwoFactorEnrolment
}

/** What an authenticator app needs: the QR code to scan, and the key to type instead. */
export function EnrolmentQr({ enrolment }: EnrolmentQrProps) {
  const { t } = useTranslation('profile')
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography color="text.secondary">{t('twoFactor.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={t('twoFactor.scan')}
        sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('twoFactor.key')}
        </Typography>
        <Typography
          sx={{ fontFamily: 'monospace', letterSpacing: 1, overflowWrap: 'anywhere' }}
          data-testid="two-factor-secret"
        >
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography>
      </Box>
    </Stack>
  )
}
