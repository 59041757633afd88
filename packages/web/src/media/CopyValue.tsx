import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Box, ButtonBase, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../state/appStore'
import { copyText } from './copyText'

export interface CopyValueProps {
  label: string
  /** What is shown. */
  value: string
  /** What is copied, when not what is shown. */
  copy?: string
}

/** One detail of an attachment, its label above its value; a click copies the value and says so (R-MED-05). */
export function CopyValue({ label, value, copy = value }: CopyValueProps) {
  const { t } = useTranslation('media')
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2500)
    return () => clearTimeout(timer)
  }, [copied])
  const run = async () => {
    const { setSuccess, setError } = useAppStore.getState()
    if (await copyText(copy)) {
      setSuccess(t('copied', { label }))
      // Said beside the value too: while the dialog is open, the rest of the page is hidden from screen readers.
      setCopied(true)
    } else setError(t('copyFailed'))
  }
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <ButtonBase
          onClick={() => void run()}
          title={t('copy', { label })}
          aria-label={`${value}, ${t('copy', { label })}`}
          data-testid="copy-value"
          data-copy={copy}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            gap: 1,
            textAlign: 'left',
            borderRadius: 1,
            px: 0.5,
            mx: -0.5,
            py: 0.25,
            '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
            '& .copy-icon': { opacity: 0 },
            '&:hover .copy-icon, &.Mui-focusVisible .copy-icon': { opacity: 1 }
          }}
        >
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {value}
          </Typography>
          <ContentCopyIcon className="copy-icon" fontSize="inherit" color="action" />
        </ButtonBase>
        <Typography
          role="status"
          variant="caption"
          color="success.main"
          sx={{ display: 'block', minHeight: copied ? undefined : 0 }}
        >
          {copied ? t('copied', { label }) : ''}
        </Typography>
      </Box>
    </Box>
  )
}
