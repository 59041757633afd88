import { Alert, Button } from '@mui/material'
import type { SelectionState, TotalEstimate } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { totalMessage } from '../table/rangeText'

export interface SelectionBannerProps {
  state: SelectionState
  /** Rows selected by id. */
  count: number
  /** Rows on the page. */
  pageRows: number
  /** Rows matching the query. */
  total: number
  /** How the server estimated `total` when it did not count it. */
  totalEstimated?: TotalEstimate
  onSelectAll: () => void
  onClear: () => void
}

/**
 * What is selected (R-PAGE-07): with the whole page selected it offers to select every matching
 * row across pages; with every row selected it says so and offers to clear.
 */
export function SelectionBanner({
  state,
  count,
  pageRows,
  total,
  totalEstimated,
  onSelectAll,
  onClear
}: SelectionBannerProps) {
  const { t, i18n } = useTranslation('list')
  if (state === 'none') return null
  const matching = totalMessage(i18n.language, total, totalEstimated)
  const shownTotal = t(matching.key, matching.values)
  const offerAll = state === 'pageAll' && total > count
  const text =
    state === 'all'
      ? t('selection.all', { total: shownTotal })
      : state === 'pageAll' && count === pageRows
        ? t('selection.pageAll', { count })
        : t('selection.count', { count })
  return (
    <Alert
      severity="info"
      icon={false}
      data-testid="selection-banner"
      data-state={state}
      sx={{ mb: 1, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <>
          {offerAll && (
            <Button size="small" onClick={onSelectAll} data-testid="select-all-matching">
              {t('selection.selectAll', { total: shownTotal })}
            </Button>
          )}
          <Button size="small" color="inherit" onClick={onClear}>
            {t('selection.clear')}
          </Button>
        </>
      }
    >
      {text}
    </Alert>
  )
}
