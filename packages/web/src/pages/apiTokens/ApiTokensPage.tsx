import AddIcon from '@mui/icons-material/Add'
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined'
import { Alert, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material'
import type { ApiToken } from '@tutor-admin/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../errors/describeError'
import { LocaleLink } from '../../i18n/LocaleLink'
import { useLang } from '../../i18n/useLang'
import { confirmDialog } from '../../layout/confirmDialog'
import { PageContainer } from '../../layout/PageContainer'
import { useAppStore } from '../../state/appStore'
import { usePageTitle } from '../../state/usePageTitle'
import { CreateTokenDialog } from './CreateTokenDialog'
import { SecretDialog } from './SecretDialog'
import { TokenCards } from './TokenCards'
import { TokenTable } from './TokenTable'
import { useApiTokens } from './useApiTokens'

/**
 * API tokens, for administrators: the list with each token's role, limits, expiry and last use;
 * a new token, whose secret is shown once; revoking one, which takes effect at once.
 */
export function ApiTokensPage() {
  const { t } = useTranslation('tokens')
  const { lang } = useLang()
  usePageTitle(t('title'))
  const { list, create, revoke } = useApiTokens()
  const [creating, setCreating] = useState(false)
  const [secret, setSecret] = useState<string>()
  const setSuccess = useAppStore((state) => state.setSuccess)
  const setError = useAppStore((state) => state.setError)
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))

  const onRevoke = async (token: ApiToken) => {
    const sure = await confirmDialog({
      title: t('revokeTitle', { name: token.name }),
      text: t('revokeText'),
      confirmLabel: t('revoke')
    })
    if (!sure) return
    await revoke.mutateAsync(token._id).then(
      () => setSuccess(t('revokedDone')),
      (error: unknown) => setError(describeError(error, { t, lang }).message)
    )
  }

  return (
    <PageContainer>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('intro')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button component={LocaleLink} to="/apiDocs" startIcon={<MenuBookIcon />}>
            {t('openDocs')}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            data-testid="token-new"
          >
            {t('new')}
          </Button>
        </Stack>
      </Stack>
      {list.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {describeError(list.error, { t, lang }).message}
        </Alert>
      )}
      {list.data &&
        (phone ? (
          <TokenCards tokens={list.data.data} onRevoke={(token) => void onRevoke(token)} />
        ) : (
          <TokenTable tokens={list.data.data} onRevoke={(token) => void onRevoke(token)} />
        ))}
      <CreateTokenDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={async (input) => {
          const made = await create.mutateAsync(input)
          setCreating(false)
          setSecret(made.secret)
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(undefined)} />
    </PageContainer>
  )
}
