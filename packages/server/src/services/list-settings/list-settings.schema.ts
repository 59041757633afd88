import { Forbidden } from '@feathersjs/errors'
import {
  can,
  editorSettingsOf,
  listColumnsProblems,
  pagePath,
  type CollectionDef,
  type ListColumnChoice,
  type UserLike
} from '@tutor-admin/shared'
import type { Catalogue } from '../../catalogue/catalogue'
import { invalidFields } from '../../errors/http-errors'

/** What a person may keep for a list. */
export interface ListSettingsInput {
  list: string
  columns: ListColumnChoice[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const invalid = (errors: Record<string, string>) => invalidFields('list settings', errors)

/** Keys other than these answer 400, each named. */
const unknownKeys = (value: Record<string, unknown>, known: string[], what: string) =>
  Object.fromEntries(Object.keys(value).flatMap((key) => (known.includes(key) ? [] : [[key, what]])))

/** The collection whose list page is at this path (`/teachers`, `/admins`), if any. */
export const collectionOfList = (catalogue: Catalogue, list: string): CollectionDef | undefined =>
  catalogue.collections.find((collection) => {
    const settings = editorSettingsOf(collection)
    return settings !== undefined && pagePath(collection.name, settings) === list
  })

/** The collection of a list the user may read: 403 for a list they may not (R-ROLE-09). */
const readableCollection = (catalogue: Catalogue, user: UserLike, list: string) => {
  const collection = collectionOfList(catalogue, list)
  if (!collection) throw invalid({ list: 'is not a list page of the console' })
  if (!can(user, editorSettingsOf(collection), 'read'))
    throw new Forbidden(`You may not read the list ${list}`)
  return collection
}

/** The columns as kept: each its field and, once resized, its width. */
const checkedColumns = (collection: CollectionDef, columns: unknown): ListColumnChoice[] => {
  const problems = listColumnsProblems(collection, columns)
  if (Object.keys(problems).length) throw invalid(problems)
  return (columns as ListColumnChoice[]).map(({ field, width }) =>
    width === undefined ? { field } : { field, width }
  )
}

/** The body of a create, `{ list, columns }`: a list page the user may read, columns of its collection. */
export const readCreate = (catalogue: Catalogue, user: UserLike, data: unknown): ListSettingsInput => {
  if (!isRecord(data)) throw invalid({ body: 'must be { list, columns }' })
  const extra = unknownKeys(data, ['list', 'columns'], 'is not a list setting')
  if (typeof data.list !== 'string') throw invalid({ ...extra, list: 'must be the path of a list page' })
  if (Object.keys(extra).length) throw invalid(extra)
  const collection = readableCollection(catalogue, user, data.list)
  return { list: data.list, columns: checkedColumns(collection, data.columns) }
}

/** The body of a patch, `{ columns }`, for the list the settings belong to. */
export const readPatch = (
  catalogue: Catalogue,
  user: UserLike,
  list: string,
  data: unknown
): ListColumnChoice[] => {
  if (!isRecord(data)) throw invalid({ body: 'must be { columns }' })
  const extra = unknownKeys(data, ['columns'], 'is not a list setting that can change')
  if (Object.keys(extra).length) throw invalid(extra)
  return checkedColumns(readableCollection(catalogue, user, list), data.columns)
}

/** The query of a find: at most `list`, the path of one list. */
export const readFindQuery = (query: unknown): { list?: string } => {
  if (query === undefined) return {}
  if (!isRecord(query)) throw invalid({ query: 'must be an object' })
  const errors = unknownKeys(query, ['list'], 'is not a query of list settings')
  if (query.list !== undefined && typeof query.list !== 'string')
    errors.list = 'must be the path of a list page'
  if (Object.keys(errors).length) throw invalid(errors)
  return { list: query.list as string | undefined }
}
