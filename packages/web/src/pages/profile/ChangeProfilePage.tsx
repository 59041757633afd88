import { Card, CardContent, Skeleton } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '../../layout/PageContainer'
import { usePageTitle } from '../../state/usePageTitle'
import { ProfileForm } from './ProfileForm'
import { useOwnAccount } from './useOwnAccount'

/** Edits the signed-in user's own name (R-AUTH-17); the form shows once the account is loaded. */
export function ChangeProfilePage() {
  const { t } = useTranslation()
  usePageTitle(t('menu.changeProfile'))
  const { data: account } = useOwnAccount()
  return (
    <PageContainer maxWidth={640}>
      {account ? (
        <ProfileForm account={account} />
      ) : (
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Skeleton variant="rounded" height={56} aria-label={t('basic.loading')} />
            <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      )}
    </PageContainer>
  )
}
