import {
  emptySelection,
  selectAllMatching,
  selectionState,
  togglePage,
  toggleRow,
  type Selection
} from '@tutor-admin/shared'
import { useCallback, useState } from 'react'

/**
 * The rows selected in a list (R-PAGE-07, R-PAGE-08), kept across pages and cleared when the
 * query (`scope`) changes: a selection made under one search never carries into another.
 */
export const useSelection = (scope: string, pageIds: string[]) => {
  const [held, setHeld] = useState<{ scope: string; selection: Selection }>(() => ({
    scope,
    selection: emptySelection()
  }))
  const selection = held.scope === scope ? held.selection : emptySelection()
  const set = useCallback((next: Selection) => setHeld({ scope, selection: next }), [scope])
  return {
    selection,
    state: selectionState(selection, pageIds),
    togglePage: () => set(togglePage(selection, pageIds)),
    toggleRow: (id: string) => set(toggleRow(selection, id, pageIds)),
    selectAll: () => set(selectAllMatching()),
    clear: () => set(emptySelection())
  }
}
