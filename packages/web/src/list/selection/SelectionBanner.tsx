import { Alert, Button } from '@mui/material'
import type { SelectionState } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'

export interface SelectionBannerProps {
  state: SelectionState
  /** Rows selected by id. */
  count: number
  /** Rows on the page. */
  pageRows: number
  /** Rows matching the query. */
  total: number
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
  onSelectAll,
  onClear
}: SelectionBannerProps) {
  const { t } = useTranslation('list')
  if (state === 'none') return null
  const offerAll = state === 'pageAll' && total > count
  const text =
    state === 'all'
      ? t('selection.all', { total })
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
              {t('selection.selectAll', { total })}
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
