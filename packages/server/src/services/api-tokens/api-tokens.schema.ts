import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_METHODS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_ROLES,
  isServiceMethod,
  type ApiTokenInput,
  type ApiTokenRole
} from '@tutor-admin/shared'
import type { Catalogue } from '../../catalogue/catalogue'
import { invalidFields } from '../../errors/http-errors'

const DAY_MS = 86_400_000
const KEYS = ['name', 'role', 'collections', 'methods', 'expires']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Collections a token may name: those of the catalogue with a service, accounts aside. */
export const tokenCollections = (catalogue: Catalogue): string[] =>
  catalogue.collections
    .filter((collection) => collection.name !== 'users' && collection.name !== 'schemas')
    .map((collection) => collection.name)

const listProblem = (value: unknown, allowed: readonly string[], what: string): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value) || value.length === 0)
    return `must be a non-empty list of ${what}, or null for all`
  const unknown = value.filter((item) => typeof item !== 'string' || !allowed.includes(item))
  if (unknown.length) return `names what is not one of the ${what}: ${unknown.map(String).join(', ')}`
  if (new Set(value).size !== value.length) return 'names an entry twice'
  return undefined
}

/**
 * The body of a token's creation, `{ name, role, collections?, methods?, expires }`: 400 naming
 * each bad field. The expiry must lie in the future and within `API_TOKEN_MAX_DAYS`.
 */
export const readTokenInput = (catalogue: Catalogue, data: unknown, now = Date.now()): ApiTokenInput => {
  if (!isRecord(data))
    throw invalidFields('API token', { body: 'must be { name, role, collections, methods, expires }' })
  const errors: Record<string, string> = {}
  for (const key of Object.keys(data)) if (!KEYS.includes(key)) errors[key] = 'is not a part of an API token'
  const name = typeof data.name === 'string' ? data.name.trim() : ''
  if (!name || name.length > API_TOKEN_NAME_MAX)
    errors.name = `must be text of 1 to ${API_TOKEN_NAME_MAX} characters`
  if (!API_TOKEN_ROLES.includes(data.role as ApiTokenRole))
    errors.role = `must be one of ${API_TOKEN_ROLES.join(', ')}`
  const collections = listProblem(data.collections, tokenCollections(catalogue), 'collections')
  if (collections) errors.collections = collections
  const methods = listProblem(data.methods, API_TOKEN_METHODS, 'methods')
  if (methods) errors.methods = methods
  const expires = typeof data.expires === 'string' ? Date.parse(data.expires) : NaN
  if (!Number.isFinite(expires)) errors.expires = 'must be a date and time (ISO 8601)'
  else if (expires <= now) errors.expires = 'must be in the future'
  else if (expires > now + API_TOKEN_MAX_DAYS * DAY_MS)
    errors.expires = `must be within ${API_TOKEN_MAX_DAYS} days`
  if (Object.keys(errors).length) throw invalidFields('API token', errors)
  return {
    name,
    role: data.role as ApiTokenRole,
    collections: (data.collections as string[] | null | undefined) ?? null,
    methods: ((data.methods as unknown[] | null | undefined)?.filter(isServiceMethod) ?? null) || null,
    expires: new Date(expires).toISOString()
  }
}
