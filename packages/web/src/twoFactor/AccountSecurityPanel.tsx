import LockResetIcon from '@mui/icons-material/LockReset'
import LogoutIcon from '@mui/icons-material/Logout'
import { Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { useMutation } from '@tanstack/react-query'
import type { StaffSession } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { showError } from '../errors/showError'
import { openDialog } from '../layout/dialogStore'
import { ConfirmDialog } from '../layout/ConfirmDialog'
import { useTwoFactorAction, useTwoFactorStatus } from './useTwoFactor'
import { useAppStore } from '../state/appStore'

export interface AccountSecurityPanelProps {
  account: string
}

/**
 * On a staff account's editor, for administrators: end every session of the account, and reset
 * its two-factor (the person signs in with the password alone until they set it up again).
 */
export function AccountSecurityPanel({ account }: AccountSecurityPanelProps) {
  const { t } = useTranslation('profile')
  const { data: status } = useTwoFactorStatus(account)
  const reset = useTwoFactorAction(account)
  const endAll = useMutation({
    mutationFn: () => session.call<StaffSession[]>('sessions', 'remove', null, { query: { account } }),
    onSuccess: (ended) => useAppStore.getState().setSuccess(t('sessions.endedAll', { count: ended.length })),
    onError: (error) => showError(error)
  })
  const confirmed = (title: string, text: string) =>
    openDialog(ConfirmDialog, { title, text, confirmLabel: title })
  const askEndAll = async () => {
    if (await confirmed(t('twoFactor.admin.endAll'), t('sessions.endAllConfirm'))) endAll.mutate()
  }
  const askReset = async () => {
    if (!(await confirmed(t('twoFactor.admin.reset'), t('twoFactor.admin.resetConfirm')))) return
    reset.mutate(
      { action: 'reset', account },
      {
        onSuccess: () => useAppStore.getState().setSuccess(t('twoFactor.admin.resetDone')),
        onError: (error) => showError(error)
      }
    )
  }
  return (
    <Card sx={{ mt: 2 }} data-testid="account-security">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('twoFactor.admin.title')}
        </Typography>
        {status && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(status.enabled ? 'twoFactor.admin.hasTwoFactor' : 'twoFactor.admin.noTwoFactor')}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            color="error"
            startIcon={<LogoutIcon />}
            loading={endAll.isPending}
            onClick={() => void askEndAll()}
            data-testid="end-all-sessions"
          >
            {t('twoFactor.admin.endAll')}
          </Button>
          {status?.enabled && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<LockResetIcon />}
              loading={reset.isPending}
              onClick={() => void askReset()}
              data-testid="reset-two-factor"
            >
              {t('twoFactor.admin.reset')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
