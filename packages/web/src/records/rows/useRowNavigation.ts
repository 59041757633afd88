import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useLang } from '../../i18n/useLang'
import { hasRecordId, type Row } from '../data/fetchRows'
import type { ListRoute } from '../listRoute'

/**
 * Where a list's rows open (R-RT-09, R-RT-10, C20): `{list}/edit/{id}` and `{list}/edit` to add;
 * a virtual list keeps its place and opens `?edit={id}`; `{list}/edit?clone={id}` creates a copy.
 * A row without its record's id neither opens nor copies.
 */
export const useRowNavigation = (route: ListRoute, virtual = false) => {
  const navigate = useNavigate()
  const { to } = useLang()
  const [, setParams] = useSearchParams()
  const open = useCallback(
    (row: Row) => {
      if (!hasRecordId(row)) return
      if (!virtual) return navigate(to(`${route.path}/edit/${encodeURIComponent(row._id)}`))
      setParams((current) => {
        const next = new URLSearchParams(current)
        next.set('edit', row._id)
        return next
      })
    },
    [navigate, to, route.path, virtual, setParams]
  )
  const add = useCallback(() => navigate(to(`${route.path}/edit`)), [navigate, to, route.path])
  const clone = useCallback(
    (row: Row) => {
      if (hasRecordId(row)) navigate(to(`${route.path}/edit?clone=${encodeURIComponent(row._id)}`))
    },
    [navigate, to, route.path]
  )
  return { open, add, clone }
}
