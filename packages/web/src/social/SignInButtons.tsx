import { Divider, Stack } from '@mui/material'
import type { AuthOptions } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { SsoButton } from '../sso/SsoButton'
import { SocialButton } from './SocialButton'
import type { SocialSignInProps } from './signInProps'

export interface SignInButtonsProps extends SocialSignInProps, AuthOptions {}

/** Below the password form: single sign-on's button, then one per social provider. */
export function SignInButtons({ providers, sso, ...props }: SignInButtonsProps) {
  const { t } = useTranslation()
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
