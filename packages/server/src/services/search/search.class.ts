import { BadRequest } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { editorSettingsOf, errorData, methodAccess, type Lang, type UserLike } from '@tutor-admin/shared'
import {
  PALETTE_LIMITS,
  PALETTE_PROBLEM_TEXT,
  paletteQueryProblems,
  type PaletteAnswer
} from '@tutor-admin/shared/search/palette-search'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { Dialect } from '../../db/dialects'
import { byRank, rankRecord } from './rank-records'
import { planCollection, SCAN_UP_TO, type CollectionPlan } from './search-collection'
import { TableSizes } from './table-sizes'
import { unionSearch } from './union-search'
import { searchFieldsOf, type SearchFields } from './search-fields'

export type SearchParams = Params<Record<string, unknown>> & { user?: UserLike }

/** 400 naming each field of the query that cannot be searched, with its code for the console. */
const invalidSearch = (problems: ReturnType<typeof paletteQueryProblems>) => {
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, code]) => [field, PALETTE_PROBLEM_TEXT[code]])
  )
  const fields = Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, { code }]))
  const text = Object.entries(errors).map(([field, problem]) => `${field} ${problem}`)
  return new BadRequest(`Cannot search: ${text.join('; ')}`, {
    errors,
    ...errorData('invalidSearch', { fields })
  })
}

/**
 * `/api/search` (the console's command palette): a term looked up in every collection the caller
 * may list, as its own `find` would allow it (R-ROLE-09), each through its text index, in one
 * statement; per collection the best few records, and the collections best matched first.
 */
export class SearchService {
  private readonly sizes: TableSizes

  constructor(
    private readonly knex: Knex,
    private readonly dialect: Dialect,
    private readonly catalogue: Catalogue
  ) {
    this.sizes = new TableSizes(knex, dialect, SCAN_UP_TO)
  }

  async find(params?: SearchParams): Promise<PaletteAnswer> {
    const query = params?.query ?? {}
    const problems = paletteQueryProblems(query)
    if (Object.keys(problems).length) throw invalidSearch(problems)
    const term = String(query.q).trim()
    const lang = (query.lang as Lang | undefined) ?? 'cht'
    const limit = query.limit === undefined ? PALETTE_LIMITS.perCollection : Number(query.limit)
    const searchable = this.readable(params)
    const big = await this.sizes.bigOnes(searchable.map((fields) => fields.model.table))
    const plans: CollectionPlan[] = []
    const tooShort: string[] = []
    for (const fields of searchable) {
      const plan = planCollection(fields, {
        dialect: this.dialect,
        term,
        limit,
        big: big.has(fields.model.table)
      })
      if (plan === 'tooShort') tooShort.push(fields.collection.name)
      else if (plan) plans.push(plan)
    }
    const found = (await unionSearch(this.knex, this.dialect, plans)).flatMap((rows, order) => {
      if (rows.length === 0) return []
      const { fields, searched } = plans[order]
      const ranked = rows.map((row) => rankRecord(row, term, searched, fields.title, lang)).sort(byRank)
      const records = ranked
        .slice(0, limit)
        .map(({ _id, title, detail }) => ({ _id, title, ...(detail && { detail }) }))
      return [
        {
          collection: fields.collection.name,
          records,
          more: rows.length > limit,
          best: ranked[0].score,
          order
        }
      ]
    })
    found.sort((a, b) => a.best - b.best || a.order - b.order)
    return { q: term, groups: found.map(({ best: _best, order: _order, ...group }) => group), tooShort }
  }

  /** The collections with text to search that the caller may list (all of them for the server's own calls). */
  private readable(params?: SearchParams): SearchFields[] {
    return this.catalogue.collections.flatMap((collection) => {
      if (collection.table === false) return []
      if (params?.provider && methodAccess(params.user, editorSettingsOf(collection), 'find') !== 'allowed')
        return []
      const fields = searchFieldsOf(collection)
      return fields ? [fields] : []
    })
  }
}
