import { Divider, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ErrorText } from '../errors/describeError'
import { authOptionsQuery } from './authOptionsQuery'
import { SocialButton } from './SocialButton'

export interface SocialSignInProps {
  disabled?: boolean
  onBusy(busy: boolean): void
  onError(text: ErrorText): void
}

/**
 * The sign-in page's social providers (R-AUTH-16): a button for each one the server publishes, and
 * nothing at all (no script, no button) when it publishes none.
 */
export function SocialSignIn(props: SocialSignInProps) {
  const { t } = useTranslation()
  const providers = useQuery(authOptionsQuery).data?.providers ?? []
  if (providers.length === 0) return null
  return (
    <>
      <Divider sx={{ my: 2.5, color: 'text.secondary' }}>{t('login.orSignInWith')}</Divider>
      <Stack spacing={1.5}>
        {providers.map((provider) => (
          <SocialButton key={provider.id} provider={provider} {...props} />
        ))}
      </Stack>
    </>
  )
}
