import { DEFAULT_LIST_KEY, writeListState, type ListUrlState } from '@tutor-admin/shared'
import { useCallback, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { readUrlState } from '../records/listDefinition'

/**
 * A change of the list state: the parts that change, or a function of the state in the URL at the
 * moment it applies (two quick changes in a row then both count).
 */
export type ListStatePatch = Partial<ListUrlState> | ((state: ListUrlState) => Partial<ListUrlState>)

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
  const read = useCallback((from: URLSearchParams) => readUrlState(from, defaults, key), [defaults, key])
  // Only this key's value matters: other parameters (?edit=) leave the view as it is.
  const state = useMemo(() => read(new URLSearchParams(raw === null ? '' : { [key]: raw })), [raw, read, key])
  // The parameters as last written: two changes before the next render both count (the
  // router hands the function form of setSearchParams the parameters of the last render).
  const written = useRef(params)
  const seen = useRef(params)
  if (seen.current !== params) {
    seen.current = params
    written.current = params
  }
  const update = useCallback(
    (patch: ListStatePatch, { replace = false }: UpdateOptions = {}) => {
      const current = written.current
      const now = read(current)
      const next = writeListState(
        current,
        { ...now, ...(typeof patch === 'function' ? patch(now) : patch) },
        defaults,
        key
      )
      written.current = next
      setParams(next, { replace })
    },
    [setParams, read, defaults, key]
  )
  return { state, update }
}
