import { Box, LinearProgress, useMediaQuery, useTheme } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { ListPagination } from './ListPagination'
import { ListSearch } from '../search/ListSearch'
import { ListTable } from './ListTable'
import { RowCards } from '../cards/RowCards'
import { SelectionBanner } from '../selection/SelectionBanner'
import type { ListSetup } from '../useListSetup'
import { useTableController } from './useTableController'
import { useColumnsLayout } from '../columns/useColumnsLayout'
import { ListViewsBar } from '../views/ListViewsBar'

/** The generic paged list screen (issue: list screen): search, selection, rows, paging. */
export function TableListScreen({ setup }: { setup: ListSetup }) {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down(UI_CONSTANTS.mobileBreakpoint))
  const list = useTableController(setup)
  const columnsLayout = useColumnsLayout(setup)
  const { state, expands } = setup
  const { selection } = list
  const Body = phone ? RowCards : ListTable
  return (
    <Box>
      <ListViewsBar setup={setup} />
      <ListSearch setup={setup} />
      <SelectionBanner
        state={selection.state}
        count={selection.selection.ids.size}
        pageRows={list.rows.length}
        total={list.total}
        totalEstimated={list.totalEstimated}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
      />
      <Box sx={{ position: 'relative' }}>
        {list.slow && (
          <LinearProgress
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
            aria-label={list.message ?? undefined}
          />
        )}
        <Body
          columns={list.columns}
          headings={list.headings}
          expands={expands}
          linked={setup.route.settings.linkedTable}
          rows={list.rows}
          context={list.context}
          attachments={list.attachments}
          isSelected={(id) => selection.selection.allMatching || selection.selection.ids.has(id)}
          toggleRow={selection.toggleRow}
          pageState={selection.state}
          togglePage={selection.togglePage}
          sorting={setup.sorting}
          onOpen={list.open}
          onClone={list.cloneRow}
          onDelete={list.deleteRow}
          message={list.message}
          columnsLayout={columnsLayout}
        />
      </Box>
      <ListPagination
        page={list.page}
        rowsPerPage={state.rowsPerPage}
        total={list.total}
        totalEstimated={list.totalEstimated}
        onExactCount={list.onExactCount}
        shown={list.rows.length}
        cursor={list.cursor}
        onPage={list.onPage}
        onRowsPerPage={list.onRowsPerPage}
      />
    </Box>
  )
}
