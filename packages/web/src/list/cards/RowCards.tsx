import { Box, Card, Checkbox, Collapse, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { CellValue } from '../../records/columns/CellValue'
import { ColumnHeading } from '../columns/ColumnHeading'
import { ColumnsButton } from '../columns/ColumnsButton'
import { RowDetails } from '../rows/RowDetails'
import type { ListBodyProps } from '../rows/listBody'
import { RowActions, rowButtonStyle } from '../rows/RowActions'
import { rowLabel } from '../../records/columns/rowLabel'
import { SelectPageCheckbox } from '../selection/SelectPageCheckbox'
import { useListBody } from '../rows/useListBody'

/**
 * The rows of a list as cards, below 600 px (R-LIST-11): the person's columns, in their order, as
 * each card's fields with their labels.
 */
export function RowCards(props: ListBodyProps) {
  const { columns, headings, expands, linked, rows, context, attachments, isSelected, toggleRow } = props
  const { pageState, togglePage, sorting, message, columnsLayout } = props
  const { t } = useTranslation('list')
  const { container, containerProps, tabIndexOf, expandable, isExpanded, rowActions } =
    useListBody<HTMLDivElement>(props)
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', pb: 1 }}>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', overflowX: 'auto', pl: 0.25, flex: 1, minWidth: 0 }}
        >
          <SelectPageCheckbox
            state={pageState}
            disabled={rows.length === 0}
            onToggle={togglePage}
            sx={{ p: 0.5 }}
          />
          {columns.map((column, index) =>
            column.sortable ? (
              <Box key={column.name} sx={{ whiteSpace: 'nowrap', typography: 'body2' }}>
                <ColumnHeading column={column} label={headings[index]} sorting={sorting} />
              </Box>
            ) : null
          )}
        </Stack>
        <ColumnsButton onClick={() => columnsLayout.chooseColumns()} />
      </Stack>
      {rows.length === 0 && (
        <Typography color="text.secondary" align="center" sx={{ py: 6 }} data-testid="list-message">
          {message}
        </Typography>
      )}
      <Stack spacing={1} ref={container} {...containerProps} sx={rowButtonStyle}>
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
                <RowActions {...rowActions(row, label)} />
              </Stack>
              {expandable && (
                <Collapse in={isExpanded(row._id)} unmountOnExit>
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
