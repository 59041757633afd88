import type { TotalEstimate } from '@tutor-admin/shared'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../../state/appStore'
import { errorMessage } from '../../errors/httpError'
import type { CellContext } from '../../records/columns/cellText'
import { columnLabel } from '../../records/columns/columnLabel'
import type { Row } from '../../records/data/fetchRows'
import { findQueryOf } from '../../records/data/listQuery'
import { pageCountOf } from './pageButtons'
import { rowLabel } from '../../records/columns/rowLabel'
import { sortableByMatches } from '../../records/columns/sortableByMatches'
import { useDelayedFlag } from '../data/useDelayedFlag'
import { useListActions } from '../rows/useListActions'
import { useListRows } from '../data/useListRows'
import type { ListSetup } from '../useListSetup'
import { useRefLabels } from '../../records/references/useRefLabels'
import { useRowDelete } from '../../records/rows/useRowDelete'
import { useRowNavigation } from '../../records/rows/useRowNavigation'
import { useSelection } from '../selection/useSelection'

/** Cursors of the pages visited, and the total the first page gave (keyset pages give none). */
interface HeldCursors {
  scope: string
  cursors: Record<number, string>
  counted?: { total: number; totalEstimated?: TotalEstimate }
}

/**
 * The paged list of a route (R-LIST-*, R-PAGE-*): the page of rows for the state in the URL,
 * their labels, the selection, sorting and paging, and the toolbar actions. No JSX: the screen
 * renders what this returns.
 */
export const useTableController = (setup: ListSetup) => {
  const { t } = useTranslation('list')
  const { route, rules, columns, state, update, filter, searching, select, cellContext } = setup
  const { settings, service } = route
  const cursorMode = settings.paginate === 'cursor'
  // The cursor that fetches each page visited (R-PAGE-06): in cursor mode page 1 from the start;
  // a big list (an estimated total) reads page 1 by offset and goes on by keyset from there, with
  // the total of page 1. Another filter, sort or page size starts over.
  const cursorScope = JSON.stringify([filter, state.sort, state.rowsPerPage])
  const [held, setHeld] = useState<HeldCursors>({ scope: cursorScope, cursors: { 1: '' } })
  const cursors: Record<number, string> = held.scope === cursorScope ? held.cursors : { 1: '' }
  const page = cursorMode && cursors[state.page] === undefined ? 1 : state.page
  // The exact total asked for, until another filter: its pages go by offset, each with the total.
  const countScope = JSON.stringify([service, filter])
  const [exactFor, setExactFor] = useState<string>()
  const exact = exactFor === countScope
  const cursor = cursorMode || (page > 1 && !exact) ? cursors[page] : undefined
  const keysetPage = !cursorMode && cursor !== undefined
  const query = useMemo(() => {
    const found = findQueryOf(settings, { ...state, page }, select, cursor)
    return exact ? { ...found, $count: 'exact' as const } : found
  }, [settings, state, page, select, cursor, exact])
  const result = useListRows(service, query, state.rowsPerPage < 0, settings.appendRow)
  const answer = result.data
  const rows = useMemo(() => answer?.data ?? [], [answer])
  const counted = keysetPage && held.scope === cursorScope ? held.counted : answer
  const total = counted?.total ?? 0
  const totalEstimated = counted?.totalEstimated
  const shownColumns = useMemo(
    () => sortableByMatches(columns, route.collection, { total: counted?.total, totalEstimated }),
    [columns, route.collection, counted?.total, totalEstimated]
  )
  const { labels, attachments } = useRefLabels(columns, rows, cellContext.lang)
  const context = useMemo<CellContext>(() => ({ ...cellContext, labels }), [cellContext, labels])
  const pageIds = useMemo(() => rows.map((row) => row._id), [rows])
  const selection = useSelection(JSON.stringify(filter), pageIds)
  const { open, add, clone } = useRowNavigation(route)
  const { refetch } = result
  const refresh = useCallback(() => refetch(), [refetch])
  const label = useCallback((row: Row) => rowLabel(row, columns, context), [columns, context])
  const deleteRow = useRowDelete(service, label, refresh)
  const { clear: clearSelection } = selection

  useEffect(() => {
    if (result.error) useAppStore.getState().setError(errorMessage(result.error))
  }, [result.error])

  // A page emptied by deletions elsewhere: show the last page that has rows.
  const pages = pageCountOf(total, state.rowsPerPage)
  useEffect(() => {
    if (
      !cursorMode &&
      !totalEstimated &&
      answer &&
      !result.isPlaceholderData &&
      rows.length === 0 &&
      state.page > pages
    )
      update({ page: pages }, { replace: true })
  }, [cursorMode, totalEstimated, answer, result.isPlaceholderData, rows.length, state.page, pages, update])

  useListActions(setup, {
    selection: selection.selection,
    clearSelection,
    total,
    totalEstimated,
    add,
    refresh
  })

  const slow = useDelayedFlag(result.isFetching)
  const message = result.isPending
    ? slow
      ? t('common:basic.loading')
      : ''
    : rows.length === 0
      ? t(searching ? 'common:basic.no_results' : 'common:basic.no_data')
      : null

  return {
    /** The columns, those no index serves sortable while the list's matches are few enough. */
    columns: shownColumns,
    rows,
    total,
    totalEstimated,
    onExactCount: () => setExactFor(countScope),
    context,
    attachments,
    selection,
    headings: columns.map((column) => columnLabel(column, cellContext.lang, t)),
    /** A fetch has run for 200 ms (R-LIST-14). */
    slow,
    message,
    page,
    // An estimated total gives no last page: previous and next only.
    cursor: cursorMode
      ? { previous: page > 1, next: Boolean(answer?.cursors.next) }
      : totalEstimated
        ? { previous: page > 1, next: rows.length === state.rowsPerPage }
        : undefined,
    onPage: (target: number) => {
      if ((cursorMode || totalEstimated) && target === page + 1 && answer?.cursors.next)
        setHeld({
          scope: cursorScope,
          cursors: { ...cursors, [target]: answer.cursors.next },
          counted: { total, totalEstimated }
        })
      update({ page: target })
    },
    onRowsPerPage: (rowsPerPage: number) => update({ rowsPerPage, page: 1 }),
    open,
    cloneRow: rules.create ? clone : undefined,
    deleteRow: rules.remove ? deleteRow : undefined
  }
}
