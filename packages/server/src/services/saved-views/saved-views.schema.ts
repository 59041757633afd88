import { Forbidden } from '@feathersjs/errors'
import { isAdmin, type UserLike } from '@tutor-admin/shared'
import {
  SAVED_VIEW_AUDIENCES,
  SAVED_VIEW_LIMITS,
  savedViewStateProblems,
  type SavedViewAudience,
  type SavedViewState
} from '@tutor-admin/shared/list/saved-views'
import type { Catalogue } from '../../catalogue/catalogue'
import { invalidFields } from '../../errors/http-errors'
import { collectionOfList } from '../list-settings/list-settings.schema'

/** What a view keeps besides its owner, id and time. */
export interface SavedViewInput {
  list: string
  name: string
  audience: SavedViewAudience
  role: string | null
  state: SavedViewState
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const invalid = (errors: Record<string, string>) => invalidFields('saved view', errors)

const CREATE_KEYS = ['list', 'name', 'audience', 'role', 'state']
const PATCH_KEYS = ['name', 'audience', 'role', 'state']

const nameProblem = (name: unknown) =>
  typeof name === 'string' && name.trim() !== '' && name.length <= SAVED_VIEW_LIMITS.maxName
    ? undefined
    : `must be text of 1 to ${SAVED_VIEW_LIMITS.maxName} characters`

/**
 * Checks a whole view, `current` merged with the body: a list page of the console, a name, an
 * audience (a role named for `role`), a state of the list's collection. 400 naming every bad place;
 * 403 when someone not an admin shares a view with a role or everyone.
 */
const checkedView = (
  catalogue: Catalogue,
  user: UserLike,
  body: Record<string, unknown>,
  known: string[]
): SavedViewInput => {
  const errors: Record<string, string> = {}
  for (const key of Object.keys(body)) if (!known.includes(key)) errors[key] = 'is not a part of a saved view'
  const collection = typeof body.list === 'string' ? collectionOfList(catalogue, body.list) : undefined
  if (!collection) errors.list = 'is not a list page of the console'
  const problem = nameProblem(body.name)
  if (problem) errors.name = problem
  const audience = body.audience ?? 'own'
  if (!SAVED_VIEW_AUDIENCES.includes(audience as SavedViewAudience))
    errors.audience = `must be one of ${SAVED_VIEW_AUDIENCES.join(', ')}`
  const role = audience === 'role' ? body.role : null
  if (audience === 'role' && (typeof role !== 'string' || role === '')) errors.role = 'must name a role'
  if (audience !== 'role' && body.role !== undefined && body.role !== null)
    errors.role = 'is only for a view shared with a role'
  if (collection) Object.assign(errors, savedViewStateProblems(collection, body.state))
  if (Object.keys(errors).length) throw invalid(errors)
  if (audience !== 'own' && !isAdmin(user))
    throw new Forbidden('Only admins share views with a role or everyone')
  return {
    list: body.list as string,
    name: (body.name as string).trim(),
    audience: audience as SavedViewAudience,
    role: role as string | null,
    state: body.state as SavedViewState
  }
}

/** The body of a create, `{ list, name, audience?, role?, state }`. */
export const readCreate = (catalogue: Catalogue, user: UserLike, data: unknown): SavedViewInput => {
  if (!isRecord(data)) throw invalid({ body: 'must be { list, name, audience, role, state }' })
  return checkedView(catalogue, user, data, CREATE_KEYS)
}

/** The body of a patch, any of `{ name, audience, role, state }`, checked with the rest of the view. */
export const readPatch = (
  catalogue: Catalogue,
  user: UserLike,
  current: SavedViewInput,
  data: unknown
): SavedViewInput => {
  if (!isRecord(data)) throw invalid({ body: 'must be { name, audience, role, state }' })
  const extra = Object.keys(data).filter((key) => !PATCH_KEYS.includes(key))
  if (extra.length)
    throw invalid(
      Object.fromEntries(extra.map((key) => [key, 'is not a part of a saved view that can change']))
    )
  const { list, name, audience, role, state } = current
  const merged = { list, name, audience, role, state, ...data }
  if (data.audience !== undefined && data.audience !== 'role' && data.role === undefined) merged.role = null
  return checkedView(catalogue, user, merged, CREATE_KEYS)
}

/** The query of a find: at most `list`, the path of one list. */
export const readFindQuery = (query: unknown): { list?: string } => {
  if (query === undefined) return {}
  if (!isRecord(query)) throw invalid({ query: 'must be an object' })
  const errors: Record<string, string> = {}
  for (const key of Object.keys(query)) if (key !== 'list') errors[key] = 'is not a query of saved views'
  if (query.list !== undefined && typeof query.list !== 'string')
    errors.list = 'must be the path of a list page'
  if (Object.keys(errors).length) throw invalid(errors)
  return { list: query.list as string | undefined }
}
