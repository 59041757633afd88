import { Typography } from '@mui/material'
import type { ChangeAction } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { formatDate, fromNow } from '../i18n/dates'

export interface ChangeLineProps {
  action: ChangeAction | null
  who: string
  at: string | null
}

/** What was done, by whom and when ("Edited · you · 3 minutes ago"), the exact time on hover. */
export function ChangeLine({ action, who, at }: ChangeLineProps) {
  const { t } = useTranslation('list')
  const parts = [action ? t(`journal.action.${action}`) : '', who, at ? fromNow(at) : '']
  return (
    <Typography variant="body2" title={at ? formatDate(at) : undefined} component="span">
      {parts.filter(Boolean).join(' · ')}
    </Typography>
  )
}
