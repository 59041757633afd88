import { LinearProgress, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { TransferProgress } from './transferJob'

/**
 * A running import's or export's progress: a bar and its counts (bytes sent, rows checked, written
 * or exported); once stopped, that it is stopping until the server says how it ended.
 */
export function TransferProgressView({
  progress,
  stopping = false
}: {
  progress: TransferProgress | null
  stopping?: boolean
}) {
  const { t, i18n } = useTranslation('list')
  const number = (value: number) => value.toLocaleString(i18n.language)
  const kilobytes = (bytes: number) => number(Math.ceil(bytes / 1024))
  const percent = progress && progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : 0
  const describe = () => {
    if (stopping) return t('transfer.stopping')
    if (!progress) return t('transfer.starting')
    if (progress.phase === 'upload')
      return t('transfer.upload', { done: kilobytes(progress.done), total: kilobytes(progress.total) })
    return t(`transfer.${progress.phase}`, { done: number(progress.done), total: number(progress.total) })
  }
  const label = describe()
  return (
    <Stack spacing={1} data-testid="transfer-progress" data-done={progress?.done ?? 0}>
      <LinearProgress
        variant={progress && !stopping ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={label}
      />
      <Typography variant="body2" aria-live="polite">
        {label}
      </Typography>
    </Stack>
  )
}
