import {
  DEFAULT_LIST_KEY,
  mergeConditions,
  readListState,
  writeListState,
  type ListUrlState
} from '@tutor-admin/shared'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'

/** How a change of the list state enters the browser history. */
export interface UpdateOptions {
  /** Replace the current history entry instead of adding one (typing in the search box). */
  replace?: boolean
}

/**
 * The list state kept in the URL under its key (R-RT-11, C20): reload, back and forward and a
 * copied link restore the same view. Conditions come from the route; the URL only sets their
 * operators and values.
 */
export const useListUrlState = (defaults: ListUrlState, key = DEFAULT_LIST_KEY) => {
  const [params, setParams] = useSearchParams()
  const raw = params.get(key)
  const read = useCallback(
    (from: URLSearchParams): ListUrlState => {
      const state = readListState(from, defaults, key)
      return { ...state, conditions: mergeConditions(defaults.conditions, state.conditions) }
    },
    [defaults, key]
  )
  // Only this key's value matters: other parameters (?edit=) leave the view as it is.
  const state = useMemo(() => read(new URLSearchParams(raw === null ? '' : { [key]: raw })), [raw, read, key])
  const update = useCallback(
    (patch: Partial<ListUrlState>, { replace = false }: UpdateOptions = {}) =>
      setParams((current) => writeListState(current, { ...read(current), ...patch }, defaults, key), {
        replace
      }),
    [setParams, read, defaults, key]
  )
  return { state, update }
}
