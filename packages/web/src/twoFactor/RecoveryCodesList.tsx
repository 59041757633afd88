import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Alert, Box, Button, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../state/appStore'

export interface RecoveryCodesListProps {
  codes: string[]
}

/** The recovery codes of a new enrolment, shown once, with a button that copies them. */
export function RecoveryCodesList({ codes }: RecoveryCodesListProps) {
  const { t } = useTranslation('profile')
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'))
    useAppStore.getState().setSuccess(t('twoFactor.copied'))
  }
  return (
    <Box data-testid="recovery-codes">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('twoFactor.recoveryTitle')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {t('twoFactor.recoveryIntro')}
      </Alert>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          pl: 3,
          my: 1,
          fontFamily: 'monospace',
          fontSize: '1rem'
        }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </Box>
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {t('twoFactor.copy')}
      </Button>
    </Box>
  )
}
