import { Box, LinearProgress, useMediaQuery, useTheme } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { columnLabel } from '../../records/columns/columnLabel'
import type { Row } from '../../records/data/fetchRows'
import { findQueryOf } from '../../records/data/listQuery'
import { ListSearch } from '../search/ListSearch'
import { ListViewsBar } from '../views/ListViewsBar'
import { rowLabel } from '../../records/columns/rowLabel'
import { sortableByMatches } from '../../records/columns/sortableByMatches'
import { SelectionBanner } from '../selection/SelectionBanner'
import { useDelayedFlag } from '../data/useDelayedFlag'
import { useListActions } from '../rows/useListActions'
import type { ListSetup } from '../useListSetup'
import { useRowDelete } from '../../records/rows/useRowDelete'
import { useRowNavigation } from '../../records/rows/useRowNavigation'
import { useSelection } from '../selection/useSelection'
import { useColumnsLayout } from '../columns/useColumnsLayout'
import { useViewportHeight } from './useViewportHeight'
import { useVirtualRows } from './useVirtualRows'
import { VirtualRowCount } from './VirtualRowCount'
import { VirtualRows } from './VirtualRows'
import { cameFromConsolePage } from '../../state/consoleHistory'

const BOTTOM_GAP = 24
const KEPT_OUT_OF_SIGHT = { visibility: 'hidden', height: 0, overflow: 'hidden' } as const

// The editor is a chunk of its own, fetched when a row is first opened.
const RecordEditorPanel = lazy(async () => ({
  default: (await import('../../editor/RecordEditorPanel')).RecordEditorPanel
}))

/**
 * The virtual list screen (R-VL-01..05): the same search, selection and actions as the paged
 * list, rows loaded as the list scrolls. `?edit={id}` opens a row's editor (R-RT-10) in the list's
 * place; the list stays as it was, scrolled where it was, to come back to.
 */
export function VirtualListScreen({ setup }: { setup: ListSetup }) {
  const { t } = useTranslation('list')
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down(UI_CONSTANTS.mobileBreakpoint))
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const { route, rules, columns, state, filter, searching, select, cellContext } = setup
  const { settings, service } = route
  const place = useRef<HTMLDivElement>(null)
  const height = useViewportHeight(place, BOTTOM_GAP)
  const query = useMemo(() => {
    const { $limit: _limit, $skip: _skip, $cursor: _cursor, ...rest } = findQueryOf(settings, state, select)
    return rest
  }, [settings, state, select])
  const loader = useVirtualRows(service, query, height)
  const total = loader.total ?? 0
  const shownColumns = useMemo(
    () =>
      sortableByMatches(columns, route.collection, {
        total: loader.total,
        totalEstimated: loader.totalEstimated
      }),
    [columns, route.collection, loader.total, loader.totalEstimated]
  )
  const selection = useSelection(JSON.stringify(filter), loader.ids())
  const { open, add, clone } = useRowNavigation(route, true)
  const refresh = useCallback(() => loader.reload(), [loader])
  const label = useCallback(
    (row: Row) => rowLabel(row, columns, { ...cellContext, labels: new Map() }),
    [columns, cellContext]
  )
  const deleteRow = useRowDelete(service, label, refresh)
  const columnsLayout = useColumnsLayout(setup)
  const editing = params.get('edit')
  useListActions(setup, {
    selection: selection.selection,
    clearSelection: selection.clear,
    total,
    totalEstimated: loader.totalEstimated,
    add,
    refresh,
    hidden: editing !== null
  })
  const slow = useDelayedFlag(loader.total === undefined)
  // Another sort or filter: the previous rows show until the new ones come, under a progress bar.
  const replacing = useDelayedFlag(loader.stale)
  const message =
    loader.total === undefined
      ? slow
        ? t('common:basic.loading')
        : ''
      : t(searching ? 'common:basic.no_results' : 'common:basic.no_data')
  const headings = useMemo(
    () => columns.map((column) => columnLabel(column, cellContext.lang, t)),
    [columns, cellContext.lang, t]
  )
  // Back to the list entry the row was opened from, else the same address without `edit`.
  const closeEditor = useCallback(() => {
    if (cameFromConsolePage()) return navigate(-1)
    setParams((now) => {
      const next = new URLSearchParams(now)
      next.delete('edit')
      return next
    })
  }, [navigate, setParams])
  return (
    <>
      {editing !== null && (
        <Suspense fallback={null}>
          <RecordEditorPanel route={route} target={{ id: editing }} onDone={closeEditor} />
        </Suspense>
      )}
      {/* Hidden but laid out, so that the list keeps its scroll position under the editor. */}
      <Box sx={editing === null ? undefined : KEPT_OUT_OF_SIGHT} aria-hidden={editing !== null || undefined}>
        <ListViewsBar setup={setup} />
        <ListSearch setup={setup} />
        <SelectionBanner
          state={selection.state}
          count={selection.selection.ids.size}
          pageRows={loader.size}
          total={total}
          totalEstimated={loader.totalEstimated}
          onSelectAll={selection.selectAll}
          onClear={selection.clear}
        />
        <VirtualRowCount
          total={loader.total}
          totalEstimated={loader.totalEstimated}
          onExactCount={() => void loader.countExactly()}
        />
        <div ref={place} style={{ position: 'relative' }}>
          {replacing && (
            <LinearProgress
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }}
              aria-label={t('common:basic.loading')}
            />
          )}
          <VirtualRows
            loader={loader}
            columns={shownColumns}
            headings={headings}
            context={cellContext}
            card={phone}
            height={height}
            isSelected={(id) => selection.selection.allMatching || selection.selection.ids.has(id)}
            toggleRow={selection.toggleRow}
            pageState={selection.state}
            togglePage={selection.togglePage}
            sorting={setup.sorting}
            onOpen={open}
            onClone={rules.create ? clone : undefined}
            onDelete={rules.remove ? deleteRow : undefined}
            message={message}
            columnsLayout={columnsLayout}
          />
        </div>
      </Box>
    </>
  )
}
