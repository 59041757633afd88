import { Box, Typography } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared/constants'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'

export interface LoginLayoutProps {
  children: ReactNode
}

/** The split layout of the login page: gradient side with the logo, form side, no drawer (R-LAY-08). */
export function LoginLayout({ children }: LoginLayoutProps) {
  const { t } = useTranslation()
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      <Box
        data-testid="login-side"
        sx={{
          flex: { md: '0 0 44%' },
          color: '#ffffff',
          background: 'linear-gradient(135deg, #123f5e 0%, #1f5f8b 45%, #14755f 100%)',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: { xs: 2.5, md: 6 },
          gap: 2
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Logo size={40} />
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            {UI_CONSTANTS.defaultTitle}
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 480 }}>
          <Typography component="p" variant="h4" sx={{ fontWeight: 700, mb: 2, lineHeight: 1.3 }}>
            {t('login.tagline')}
          </Typography>
          <Typography component="p" sx={{ opacity: 0.92, lineHeight: 1.7 }}>
            {t('login.description')}
          </Typography>
        </Box>
        <Typography
          component="p"
          variant="body2"
          sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.85 }}
        >
          {t('login.footer')}
        </Typography>
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
          <LanguageSwitcher />
        </Box>
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>{children}</Box>
      </Box>
    </Box>
  )
}
