import KeyIcon from '@mui/icons-material/Key'
import { Button } from '@mui/material'
import { SSO_PATHS, type SsoOption } from '@tutor-admin/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** "Sign in with {name}": the browser goes to the server, which sends it on to the provider (R-AUTH-16). */
export function SsoButton({ sso, disabled }: { sso: SsoOption; disabled?: boolean }) {
  const { t } = useTranslation()
  const [leaving, setLeaving] = useState(false)
  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<KeyIcon />}
      href={SSO_PATHS.login}
      loading={leaving}
      disabled={disabled}
      onClick={() => setLeaving(true)}
      data-testid="sso-sign-in"
    >
      {t('login.socialSignIn', { name: sso.name })}
    </Button>
  )
}
