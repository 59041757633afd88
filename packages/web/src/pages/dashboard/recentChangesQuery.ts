import { queryOptions } from '@tanstack/react-query'
import { JOURNAL_PATHS, type ChangeRecord } from '@tutor-admin/shared'
import { batchFind } from '../../api/batchFind'
import { sessionCall, type ServiceCall } from '../../api/serviceCall'
import type { ChangesPage } from '../../journal/changesQuery'
import type { DashboardSource } from './dashboardSources'

/** Changes listed on the dashboard. */
export const RECENT_CHANGES = 10

/** One change of the journal, the collection it belongs to and what names its record. */
export interface Change {
  source: DashboardSource
  change: ChangeRecord
  /** The record's label field as it is now, else as the change left it (a removed record). */
  record: Record<string, unknown>
}

/** The label as the change wrote it, or as it was before a removal. */
const labelInDiff = (change: ChangeRecord, field: string): Record<string, unknown> => {
  const diff = change.diff[field]
  if (!diff || 'hidden' in diff) return {}
  return { [field]: diff.new ?? diff.old }
}

/**
 * The newest changes of every collection the person may read (`GET /api/changes`), each named by
 * its record's label: looked up in one batch call, the change's own values for a record gone.
 * `meta.services` lets real-time events of any of the collections refresh it.
 */
export const recentChangesQuery = (sources: DashboardSource[], call: ServiceCall = sessionCall) =>
  queryOptions({
    queryKey: ['dashboard', JOURNAL_PATHS.changes, sources.map((source) => source.service)],
    meta: { services: sources.map((source) => source.service) },
    queryFn: async (): Promise<Change[]> => {
      const page = await call<ChangesPage>(JOURNAL_PATHS.changes, 'find', {
        query: { $limit: RECENT_CHANGES }
      })
      const known = page.data.flatMap((change) => {
        const source = sources.find((candidate) => candidate.key === change.collection)
        return source ? [{ source, change }] : []
      })
      const labelled = [...new Set(known.filter(({ source }) => source.label).map(({ source }) => source))]
      const found = await batchFind(
        labelled.map((source) => {
          const ids = [
            ...new Set(known.filter((item) => item.source === source).map((item) => item.change.recordId))
          ]
          return {
            service: source.service,
            query: { _id: { $in: ids }, $limit: ids.length, $select: ['_id', source.label!.name] }
          }
        }),
        call
      )
      const records = new Map(
        found.flatMap((answer, index) =>
          answer.data.map((record) => [`${labelled[index].key}/${String(record._id)}`, record] as const)
        )
      )
      return known.map(({ source, change }) => ({
        source,
        change,
        record:
          records.get(`${source.key}/${change.recordId}`) ??
          (source.label ? labelInDiff(change, source.label.name) : {})
      }))
    }
  })
