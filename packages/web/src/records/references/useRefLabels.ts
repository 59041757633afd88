import { useQueries } from '@tanstack/react-query'
import type { Lang } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { session } from '../../api/client'
import type { ListColumn } from '../columns/buildColumns'
import { recordLabel } from '../columns/cellText'
import type { Row } from '../data/fetchRows'
import { lookupQueries, type LookupQuery } from './refLookups'

/** An attachment as the list shows it: a thumbnail and its name. */
export interface AttachmentInfo {
  _id: string
  name?: string
  mime?: string
}

const runLookup = async ({ service, query }: LookupQuery): Promise<Row[]> => {
  try {
    const answer = await session.call<{ data: Row[] } | Row[]>(service, 'find', { query })
    return Array.isArray(answer) ? answer : answer.data
  } catch (error) {
    // A label that cannot be loaded is no reason to fail the list (R-LIST-07).
    console.warn(`Lookup of ${service} failed`, error)
    return []
  }
}

/** Only the answers: the same list while none changed, so the labels stay the same object. */
const answersOf = (results: Array<{ data?: Row[] }>) => results.map((result) => result.data)

/**
 * Labels of the referenced records on a page (R-LIST-06, R-LIST-07): one `$in` lookup per
 * reference column and attachments in chunks of 20, each cached by its ids. A column has labels
 * once all its lookups answered.
 */
export const useRefLabels = (columns: ListColumn[], rows: Row[], lang: Lang) => {
  const lookups = useMemo(
    () =>
      [
        ...lookupQueries(
          columns.map((column) => ({ ...column.field, name: column.name })),
          rows
        )
      ].flatMap(([column, list]) => list.map((lookup) => ({ column, lookup }))),
    [columns, rows]
  )
  const answers = useQueries({
    queries: lookups.map(({ lookup }) => ({
      queryKey: ['lookup', lookup.service, lookup.query],
      queryFn: () => runLookup(lookup),
      staleTime: 60_000
    })),
    combine: answersOf
  })
  return useMemo(() => {
    const labels = new Map<string, Map<string, string>>()
    const attachments = new Map<string, AttachmentInfo>()
    const pending = new Set<string>()
    lookups.forEach(({ column }, index) => {
      const records = answers[index]
      if (!records) pending.add(column)
      const field = columns.find((candidate) => candidate.name === column)!.field
      const map = labels.get(column) ?? new Map<string, string>()
      for (const record of records ?? []) {
        map.set(record._id, recordLabel(record, field, lang) || record._id)
        if (field.params?.ref === 'attachments') attachments.set(record._id, record as AttachmentInfo)
      }
      labels.set(column, map)
    })
    for (const column of pending) labels.delete(column)
    return { labels, attachments }
  }, [lookups, answers, columns, lang])
}
