import { Button, Stack, Typography } from '@mui/material'
import type { TotalEstimate } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { totalMessage } from '../table/rangeText'

export interface VirtualRowCountProps {
  /** Rows matching the query; nothing is said while unknown. */
  total: number | undefined
  /** How the server estimated `total` when it did not count it. */
  totalEstimated?: TotalEstimate
  /** Asks for the exact total of an estimated one. */
  onExactCount: () => void
}

const ESTIMATED_KEYS = { about: 'rowsAbout', more: 'rowsMore' } as const

/**
 * The virtual list's row count (R-PAGE-09): "1,234 rows", or for a big list "about 1,000,000 rows"
 * (the database's estimate) or "more than 100,000 rows" (counting stopped there), with the exact
 * count on request, as paged lists offer it.
 */
export function VirtualRowCount({ total, totalEstimated, onExactCount }: VirtualRowCountProps) {
  const { t, i18n } = useTranslation('list')
  const text =
    total === undefined
      ? ''
      : totalEstimated
        ? t(ESTIMATED_KEYS[totalEstimated], totalMessage(i18n.language, total, totalEstimated).values)
        : t('rows', { count: total })
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="row-count"
        data-estimated={totalEstimated}
        title={totalEstimated ? t('paging.estimated') : undefined}
        aria-live="polite"
      >
        {text}
      </Typography>
      {totalEstimated && (
        <Button size="small" onClick={onExactCount} data-testid="exact-count">
          {t('paging.exactCount')}
        </Button>
      )}
    </Stack>
  )
}
