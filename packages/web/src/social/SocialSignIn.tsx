import { Divider, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ErrorText } from '../errors/describeError'
import { SsoButton } from '../sso/SsoButton'
import { useSsoReturn } from '../sso/useSsoReturn'
import { authOptionsQuery } from './authOptionsQuery'
import { SocialButton } from './SocialButton'

export interface SocialSignInProps {
  disabled?: boolean
  onBusy(busy: boolean): void
  onError(text: ErrorText): void
}

/**
 * The sign-in page's social providers and single sign-on (R-AUTH-16): a button for each one the
 * server publishes, and nothing at all (no script, no button) when it publishes none. Back from
 * single sign-on, it signs in with the code the provider's callback handed over.
 */
export function SocialSignIn(props: SocialSignInProps) {
  const { t } = useTranslation()
  const options = useQuery(authOptionsQuery).data
  const providers = options?.providers ?? []
  const sso = options?.sso
  useSsoReturn(props)
  if (providers.length === 0 && !sso) return null
  return (
    <>
      <Divider sx={{ my: 2.5, color: 'text.secondary' }}>{t('login.orSignInWith')}</Divider>
      <Stack spacing={1.5}>
        {sso && <SsoButton sso={sso} disabled={props.disabled} />}
        {providers.map((provider) => (
          <SocialButton key={provider.id} provider={provider} {...props} />
        ))}
      </Stack>
    </>
  )
}
