import type { FieldDef } from '@tutor-admin/shared'
import { DATA_CONSTANTS } from '@tutor-admin/shared/constants'

/** One batched lookup of labels for a reference column (R-LIST-06) or attachments (R-LIST-07). */
export interface LookupQuery {
  service: string
  query: { _id: { $in: string[] }; $limit: number; $select?: string[] }
}

const idsIn = (rows: Record<string, unknown>[], field: string): string[] => {
  const ids = new Set<string>()
  for (const row of rows) {
    const value = row[field]
    for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'string' && id) ids.add(id)
  }
  return [...ids]
}

/** The fields a reference shows as its label: nameFields, else nameField, else `name`. */
export const labelFieldsOf = (field: FieldDef): string[] =>
  field.params?.nameFields ?? [field.params?.nameField ?? 'name']

const chunk = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size)
  )

/**
 * The lookups a page of rows needs: one `$in` query per reference column (limit 100, selecting
 * the label fields), attachments by id in chunks of 20.
 */
export const lookupQueries = (
  fields: FieldDef[],
  rows: Record<string, unknown>[]
): Map<string, LookupQuery[]> => {
  const lookups = new Map<string, LookupQuery[]>()
  for (const field of fields) {
    const service = field.params?.ref
    if (!service) continue
    const ids = idsIn(rows, field.name)
    if (ids.length === 0) continue
    if (service === 'attachments') {
      lookups.set(
        field.name,
        chunk(ids, DATA_CONSTANTS.idChunkSize).map((part) => ({
          service,
          query: { _id: { $in: part }, $limit: DATA_CONSTANTS.referenceLookupLimit }
        }))
      )
      continue
    }
    const select = ['_id', ...new Set(labelFieldsOf(field).map((path) => path.split('.')[0]))]
    lookups.set(
      field.name,
      chunk(ids, DATA_CONSTANTS.referenceLookupLimit).map((part) => ({
        service,
        query: { _id: { $in: part }, $limit: DATA_CONSTANTS.referenceLookupLimit, $select: select }
      }))
    )
  }
  return lookups
}
