import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock'
import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { openDialog } from '../../layout/dialogStore'
import { useAppStore } from '../../state/appStore'
import { TwoFactorDisableDialog } from './TwoFactorDisableDialog'
import { TwoFactorEnrolDialog } from './TwoFactorEnrolDialog'
import { useTwoFactorStatus } from '../../twoFactor/useTwoFactor'

/** Whether the signed-in person signs in with two-factor, and setting it up or turning it off. */
export function TwoFactorPanel() {
  const { t } = useTranslation('profile')
  const { data: status, isPending } = useTwoFactorStatus()
  const enrol = async () => {
    if (await openDialog(TwoFactorEnrolDialog, {})) useAppStore.getState().setSuccess(t('twoFactor.enabled'))
  }
  const disable = async () => {
    if (await openDialog(TwoFactorDisableDialog, {}))
      useAppStore.getState().setSuccess(t('twoFactor.disabled'))
  }
  return (
    <Card sx={{ mt: 3 }} data-testid="two-factor-panel">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <PhonelinkLockIcon color="action" />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
            {t('twoFactor.title')}
          </Typography>
          {status && (
            <Chip
              size="small"
              color={status.enabled ? 'success' : 'default'}
              label={t(status.enabled ? 'twoFactor.on' : 'twoFactor.off')}
              data-testid="two-factor-state"
            />
          )}
        </Stack>
        {isPending && <Skeleton height={56} />}
        {status && (
          <>
            <Typography color="text.secondary">{t('twoFactor.intro')}</Typography>
            {status.required && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('twoFactor.required')}
              </Typography>
            )}
            {status.enabled && (
              <Typography sx={{ mt: 1 }}>
                {t('twoFactor.codesLeft', { count: status.recoveryCodesLeft })}
              </Typography>
            )}
            <Box sx={{ mt: 2 }}>
              {status.enabled ? (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <Button variant="outlined" onClick={() => void enrol()}>
                    {t('twoFactor.setUp')}
                  </Button>
                  {!status.required && (
                    <Button variant="outlined" color="error" onClick={() => void disable()}>
                      {t('twoFactor.turnOff')}
                    </Button>
                  )}
                </Stack>
              ) : (
                <Button variant="contained" onClick={() => void enrol()} data-testid="two-factor-set-up">
                  {t('twoFactor.setUp')}
                </Button>
              )}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  )
}
