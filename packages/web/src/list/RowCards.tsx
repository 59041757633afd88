import { Box, Card, Checkbox, Collapse, Stack, Typography } from '@mui/material'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CellValue } from './CellValue'
import { RowDetails } from './RowDetails'
import type { ListBodyProps } from './listBody'
import { RowActions } from './RowActions'
import { rowLabel } from './rowLabel'
import { SortHeader } from './SortHeader'
import { useRowKeyboard } from './useRowKeyboard'

/** The rows of a list as cards, below 600 px (R-LIST-11): each field with its label. */
export function RowCards(props: ListBodyProps) {
  const {
    columns,
    headings,
    expands,
    linked,
    rows,
    context,
    attachments,
    isSelected,
    toggleRow,
    pageState,
    togglePage
  } = props
  const { sort, onSort, onSortLongPress, onOpen, onDelete, message } = props
  const { t } = useTranslation('list')
  const expandable = expands.length > 0 || Boolean(linked)
  const list = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState<string | null>(null)
  const { containerProps, tabIndexOf } = useRowKeyboard(list, rows.length, {
    onOpen: (index) => onOpen(rows[index]),
    onToggle: (index) => toggleRow(rows[index]._id)
  })
  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', overflowX: 'auto', pb: 1, pl: 0.25 }}>
        <Checkbox
          checked={pageState === 'pageAll' || pageState === 'all'}
          indeterminate={pageState === 'pageSome'}
          disabled={rows.length === 0}
          onChange={togglePage}
          slotProps={{ input: { 'aria-label': t('selection.selectPage') } }}
          data-testid="select-page"
          sx={{ p: 0.5 }}
        />
        {columns.map((column, index) =>
          column.sortable ? (
            <Box key={column.name} sx={{ whiteSpace: 'nowrap', typography: 'body2' }}>
              <SortHeader
                label={headings[index]}
                field={column.name}
                sort={sort}
                onClick={onSort}
                onLongPress={onSortLongPress}
              />
            </Box>
          ) : null
        )}
      </Stack>
      {rows.length === 0 && (
        <Typography color="text.secondary" align="center" sx={{ py: 6 }} data-testid="list-message">
          {message}
        </Typography>
      )}
      <Stack spacing={1} ref={list} {...containerProps}>
        {rows.map((row, index) => {
          const selected = isSelected(row._id)
          const label = rowLabel(row, columns, context)
          return (
            <Card
              key={row._id}
              variant="outlined"
              data-testid="row"
              data-id={row._id}
              aria-selected={selected}
              sx={{
                p: 1.5,
                bgcolor: selected ? 'action.selected' : undefined,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main' }
              }}
              data-row-index={index}
              tabIndex={tabIndexOf(index)}
            >
              <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
                <Checkbox
                  checked={selected}
                  onChange={() => toggleRow(row._id)}
                  tabIndex={-1}
                  slotProps={{ input: { 'aria-label': `${t('selection.selectRow')}: ${label}` } }}
                  sx={{ p: 0.5, mt: -0.25 }}
                />
                <Box
                  component="dl"
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'minmax(72px, auto) 1fr',
                    columnGap: 1.5,
                    rowGap: 0.5
                  }}
                >
                  {columns.map((column, at) => (
                    <Box key={column.name} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: '2px' }}>
                        {headings[at]}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        <CellValue
                          value={row[column.name]}
                          column={column}
                          context={context}
                          attachments={attachments}
                        />
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
                <RowActions
                  label={label}
                  onOpen={() => onOpen(row)}
                  onDelete={onDelete && (() => onDelete(row))}
                  expanded={expanded === row._id}
                  onExpand={expandable ? () => setExpanded(expanded === row._id ? null : row._id) : undefined}
                />
              </Stack>
              {expandable && (
                <Collapse in={expanded === row._id} unmountOnExit>
                  <RowDetails row={row} fields={expands} context={context} linked={linked} />
                </Collapse>
              )}
            </Card>
          )
        })}
      </Stack>
    </Box>
  )
}
