import type { Paginated } from '@tutor-admin/shared'
import { invalidInput } from './webhooks.schema'

/** Most rows one page holds. */
export const MAX_PAGE = 100

export interface PageQuery {
  limit: number
  skip: number
  /** The equality filters given, of those the service takes. */
  where: Record<string, string>
}

const count = (value: unknown, fallback: number, max: number) => {
  if (value === undefined) return fallback
  const number = Number(value)
  return Number.isInteger(number) && number >= 0 && number <= max ? number : undefined
}

/** Reads `$limit`, `$skip` and equality filters on `fields`; anything else is a 400 naming the key. */
export const readPage = (
  query: Record<string, unknown> | undefined,
  fields: readonly string[]
): PageQuery => {
  const problems: Parameters<typeof invalidInput>[1] = {}
  const where: Record<string, string> = {}
  const limit = count(query?.$limit, 25, MAX_PAGE)
  const skip = count(query?.$skip, 0, Number.MAX_SAFE_INTEGER)
  if (limit === undefined)
    problems.$limit = {
      message: `must be a whole number from 0 to ${MAX_PAGE}`,
      problem: { code: 'max', max: MAX_PAGE }
    }
  if (skip === undefined)
    problems.$skip = { message: 'must be a whole number, 0 or more', problem: { code: 'min', min: 0 } }
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key === '$limit' || key === '$skip') continue
    if (!fields.includes(key))
      problems[key] = { message: 'is not a filter of this list', problem: { code: 'unknown' } }
    else if (typeof value !== 'string')
      problems[key] = { message: 'must be text', problem: { code: 'string' } }
    else where[key] = value
  }
  if (Object.keys(problems).length)
    throw invalidInput(`Invalid query: ${Object.keys(problems).join(', ')}`, problems)
  return { limit: limit!, skip: skip!, where }
}

/** A page of rows with the total matching. */
export const pageOf = <T>(data: T[], total: number, page: PageQuery): Paginated<T> => ({
  total,
  limit: page.limit,
  skip: page.skip,
  data
})
