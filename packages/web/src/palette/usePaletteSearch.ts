import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Lang } from '@tutor-admin/shared'
import {
  paletteQueryProblems,
  SEARCH_PATH,
  type PaletteAnswer
} from '@tutor-admin/shared/search/palette-search'
import { useEffect, useState } from 'react'
import { session } from '../api/client'

/** Time a term rests before it is sent: fast typing sends only its last term. */
const SETTLE_MS = 120

/** A value once it has not changed for `ms`. */
const useSettled = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The records the server finds for what is typed (`/api/search`), in the console's language. A
 * term the server would refuse is not sent; while the next answer loads the last one stays.
 */
export const usePaletteSearch = (term: string, lang: Lang) => {
  const settled = useSettled(term.trim(), SETTLE_MS)
  const valid = settled !== '' && Object.keys(paletteQueryProblems({ q: settled })).length === 0
  const query = useQuery({
    queryKey: ['palette', lang, settled],
    queryFn: () => session.call<PaletteAnswer>(SEARCH_PATH, 'find', { query: { q: settled, lang } }),
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 10_000
  })
  const problem = settled === '' ? undefined : paletteQueryProblems({ q: settled }).q
  return {
    answer: valid ? query.data : undefined,
    loading: valid && (query.isFetching || settled !== term.trim()),
    problem,
    error: query.error
  }
}
