import FirstPageIcon from '@mui/icons-material/FirstPage'
import LastPageIcon from '@mui/icons-material/LastPage'
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore'
import NavigateNextIcon from '@mui/icons-material/NavigateNext'
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { DATA_CONSTANTS, type TotalEstimate } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { pageButtons, pageCountOf } from './pageButtons'
import { rangeMessage } from './rangeText'

export interface ListPaginationProps {
  page: number
  rowsPerPage: number
  total: number
  /** How the server estimated `total` when it did not count it. */
  totalEstimated?: TotalEstimate
  /** Asks for the exact total of an estimated one. */
  onExactCount?: () => void
  /** Rows on the current page. */
  shown: number
  /** Cursor mode, or an estimated total: only previous and next (R-PAGE-06). */
  cursor?: { previous: boolean; next: boolean }
  onPage: (page: number) => void
  onRowsPerPage: (rowsPerPage: number) => void
}

/**
 * Rows per page (5, 10, 20, 100, all: R-PAGE-04), the range shown and up to 10 page buttons
 * (R-PAGE-05); cursor mode shows its total of 999 and steps a page at a time (R-PAGE-06).
 */
export function ListPagination({
  page,
  rowsPerPage,
  total,
  totalEstimated,
  onExactCount,
  shown,
  cursor,
  onPage,
  onRowsPerPage
}: ListPaginationProps) {
  const { t, i18n } = useTranslation('list')
  const pages = pageCountOf(total, rowsPerPage)
  const from = shown === 0 ? 0 : rowsPerPage < 0 ? 1 : (page - 1) * rowsPerPage + 1
  const to = shown === 0 ? 0 : from + shown - 1
  const range = rangeMessage(i18n.language, { from, to, total, estimated: totalEstimated })
  const step = (label: string, target: number, enabled: boolean, icon: React.ReactNode) => (
    <IconButton size="small" aria-label={label} disabled={!enabled} onClick={() => onPage(target)}>
      {icon}
    </IconButton>
  )
  return (
    <Stack
      component="nav"
      aria-label={t('paging.pages')}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, py: 1.5 }}
    >
      <TextField
        select
        size="small"
        label={t('paging.rowsPerPage')}
        value={rowsPerPage}
        onChange={(event) => onRowsPerPage(Number(event.target.value))}
        sx={{ minWidth: 120 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'page-size' } as object } }}
      >
        {DATA_CONSTANTS.pageSizeChoices.map((size) => (
          <MenuItem key={size} value={size} data-testid={`page-size-${size}`}>
            {size < 0 ? t('paging.all') : size}
          </MenuItem>
        ))}
      </TextField>
      <Typography
        variant="body2"
        sx={{ mx: 1 }}
        data-testid="page-range"
        data-estimated={totalEstimated}
        title={totalEstimated ? t('paging.estimated') : undefined}
      >
        {t(range.key, range.values)}
      </Typography>
      {totalEstimated && onExactCount && (
        <Button size="small" onClick={onExactCount} data-testid="exact-count">
          {t('paging.exactCount')}
        </Button>
      )}
      {cursor ? (
        <Stack direction="row">
          {step(t('paging.previous'), page - 1, cursor.previous, <NavigateBeforeIcon />)}
          <Typography variant="body2" sx={{ alignSelf: 'center', mx: 1 }}>
            {t('paging.page', { page })}
          </Typography>
          {step(t('paging.next'), page + 1, cursor.next, <NavigateNextIcon />)}
        </Stack>
      ) : (
        pages > 1 && (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {step(t('paging.first'), 1, page > 1, <FirstPageIcon />)}
            {step(t('paging.previous'), page - 1, page > 1, <NavigateBeforeIcon />)}
            {pageButtons(page, pages).map((number) => (
              <Button
                key={number}
                size="small"
                variant={number === page ? 'contained' : 'text'}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: number })}
                onClick={() => onPage(number)}
                data-testid="page-button"
                sx={{ minWidth: 36, px: 0.5 }}
              >
                {number}
              </Button>
            ))}
            {step(t('paging.next'), page + 1, page < pages, <NavigateNextIcon />)}
            {step(t('paging.last'), pages, page < pages, <LastPageIcon />)}
          </Stack>
        )
      )}
    </Stack>
  )
}
