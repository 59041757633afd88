import {
  emptySelection,
  selectAllMatching,
  selectionState,
  togglePage,
  toggleRow,
  type Selection
} from '@tutor-admin/shared'
import { useCallback, useMemo, useRef, useState } from 'react'

/**
 * The rows selected in a list (R-PAGE-07, R-PAGE-08), kept across pages and cleared when the
 * query (`scope`) changes: a selection made under one search never carries into another. The
 * functions keep their identity, so rows that did not change need not render again.
 */
export const useSelection = (scope: string, pageIds: string[]) => {
  const [held, setHeld] = useState<{ scope: string; selection: Selection }>(() => ({
    scope,
    selection: emptySelection()
  }))
  const page = useRef(pageIds)
  page.current = pageIds
  const selection = useMemo(() => (held.scope === scope ? held.selection : emptySelection()), [held, scope])
  const change = useCallback(
    (next: (current: Selection) => Selection) =>
      setHeld((current) => ({
        scope,
        selection: next(current.scope === scope ? current.selection : emptySelection())
      })),
    [scope]
  )
  return {
    selection,
    state: selectionState(selection, pageIds),
    togglePage: useCallback(() => change((current) => togglePage(current, page.current)), [change]),
    toggleRow: useCallback(
      (id: string) => change((current) => toggleRow(current, id, page.current)),
      [change]
    ),
    selectAll: useCallback(() => change(() => selectAllMatching()), [change]),
    clear: useCallback(() => change(() => emptySelection()), [change])
  }
}
