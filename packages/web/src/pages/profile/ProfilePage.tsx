import EditIcon from '@mui/icons-material/Edit'
import KeyIcon from '@mui/icons-material/Key'
import ShieldIcon from '@mui/icons-material/Shield'
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material'
import { isAdmin, personNameText } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { formatDate } from '../../i18n/dates'
import { LocaleLink } from '../../i18n/LocaleLink'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { PageContainer } from '../../layout/PageContainer'
import { usePageTitle } from '../../state/usePageTitle'
import { UserAvatar } from '../../layout/UserAvatar'
import { SessionsPanel } from './SessionsPanel'
import { SocialPanel } from './SocialPanel'
import { TwoFactorPanel } from './TwoFactorPanel'
import { useAppStore } from '../../state/appStore'
import { useOwnAccount } from './useOwnAccount'

/**
 * The signed-in user's name, email, role and status, and the ways to change them (R-AUTH-17);
 * beneath, two-factor sign-in, the social providers this browser is connected to, and the browsers
 * signed in to the account.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile')
  usePageTitle(t('common:menu.profile'))
  const { lang } = useLang()
  const { data: account, isPending } = useOwnAccount()
  const user = useAppStore((state) => state.user)
  const { data: answer } = useSchemas()
  const enumLabel = (enumName: string, value: string | undefined) =>
    value ? labelText(answer?.enums?.[enumName]?.labels[value], lang) || value : ''
  const name = personNameText(account?.name)
  const rows: Array<[string, string]> = account
    ? [
        ['email', account.email ?? ''],
        ['role', enumLabel('adminType', account.role)],
        ['status', enumLabel('userStatus', account.status)],
        ['memberSince', formatDate(account.created)],
        ['lastUpdated', formatDate(account.modified)]
      ]
    : []
  return (
    <PageContainer maxWidth={760}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { sm: 'center' }, mb: 3 }}
          >
            <UserAvatar
              userId={account?._id}
              profile={{ name: account?.name as string, email: account?.email, modified: account?.modified }}
              size={88}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }} data-testid="profile-name">
                {isPending ? <Skeleton width={180} /> : name || account?.email}
              </Typography>
              <Typography color="text.secondary">
                {isPending ? <Skeleton width={220} /> : account?.email}
              </Typography>
            </Box>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
              gap: { xs: 0.5, sm: 1.5 },
              m: 0
            }}
          >
            {rows.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
                  {t(key)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, overflowWrap: 'anywhere' }}
                  data-testid={`profile-${key}`}
                >
                  {value || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button
              variant="contained"
              component={LocaleLink}
              to="/profile/changeProfile"
              startIcon={<EditIcon />}
            >
              {t('common:menu.changeProfile')}
            </Button>
            <Button
              variant="outlined"
              component={LocaleLink}
              to="/profile/changePassword"
              startIcon={<KeyIcon />}
            >
              {t('common:menu.changePassword')}
            </Button>
            {isAdmin(user) && (
              <Button variant="text" component={LocaleLink} to="/securityLog" startIcon={<ShieldIcon />}>
                {t('securityLog.title')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <TwoFactorPanel />
      <SocialPanel />
      <SessionsPanel />
    </PageContainer>
  )
}
