/** Selection states of a list (R-PAGE-07). */
export type SelectionState = 'none' | 'some' | 'pageSome' | 'pageAll' | 'all'

export interface Selection {
  /** Every row matching the query is selected, on every page. */
  allMatching: boolean
  ids: ReadonlySet<string>
}

export const emptySelection = (): Selection => ({ allMatching: false, ids: new Set() })

/** The state of a selection seen from one page of rows. */
export const selectionState = (selection: Selection, pageIds: string[]): SelectionState => {
  if (selection.allMatching) return 'all'
  if (selection.ids.size === 0) return 'none'
  const onPage = pageIds.filter((id) => selection.ids.has(id)).length
  if (onPage === 0) return 'some'
  return onPage === pageIds.length ? 'pageAll' : 'pageSome'
}

/** The header checkbox (R-PAGE-08): unselects the page when all of it is selected, else selects it. */
export const togglePage = (selection: Selection, pageIds: string[]): Selection => {
  const state = selectionState(selection, pageIds)
  if (state === 'all') return emptySelection()
  const ids = new Set(selection.ids)
  if (state === 'pageAll') for (const id of pageIds) ids.delete(id)
  else for (const id of pageIds) ids.add(id)
  return { allMatching: false, ids }
}

/** A row's checkbox; leaving "all matching" keeps the other rows of the page selected. */
export const toggleRow = (selection: Selection, id: string, pageIds: string[]): Selection => {
  const ids = new Set(selection.allMatching ? pageIds : selection.ids)
  if (ids.has(id)) ids.delete(id)
  else ids.add(id)
  return { allMatching: false, ids }
}

/** Selects every row that matches the query, across pages. */
export const selectAllMatching = (): Selection => ({ allMatching: true, ids: new Set() })
