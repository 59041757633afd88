import { Box, Tooltip } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from '../../records/columns/buildColumns'
import type { Sorting } from '../rows/listBody'
import { SortHeader } from './SortHeader'

export interface ColumnHeadingProps {
  column: ListColumn
  label: string
  sorting: Sorting
}

/** The heading of a column a big list cannot be sorted by while it matches this many rows: greyed, saying why. */
function UnindexedHeading({ label }: { label: string }) {
  const { t } = useTranslation('list')
  return (
    <Tooltip title={t('sort.unindexed')} placement="top">
      <Box component="span" data-unindexed="" sx={{ color: 'text.secondary', cursor: 'help' }}>
        {label}
      </Box>
    </Tooltip>
  )
}

/** A column's heading: a sort button where the column can be sorted, else its label. */
export function ColumnHeading({ column, label, sorting }: ColumnHeadingProps) {
  if (column.unindexed) return <UnindexedHeading label={label} />
  if (!column.sortable) return <>{label}</>
  return (
    <SortHeader
      label={label}
      field={column.name}
      sort={sorting.sort}
      onClick={sorting.onSort}
      onLongPress={sorting.onLongPress}
    />
  )
}
