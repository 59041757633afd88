import { BadRequest } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import {
  can,
  editorSettingsOf,
  hasTranslatableFields,
  LANG_BITS,
  LANGS,
  MISSING_LANGS_COLUMN,
  type CollectionGaps,
  type UserLike
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import { assertReadable } from './assert-readable'

export type TranslationGapsParams = Params<Record<string, unknown>> & { user?: UserLike }

/**
 * `/api/translationGaps`: per collection with translatable fields, how many records miss text in
 * each language (`missingLangs`). Read from the indexed derived column, one count per mask, so
 * that the answer costs the incomplete records' index entries and not a scan of their JSON.
 * Whoever may list a collection may count its gaps; `?collection=` names one, else every one the
 * caller may list is answered.
 */
export class TranslationGapsService {
  constructor(
    private readonly knex: Knex,
    private readonly catalogue: Catalogue
  ) {}

  async find(params?: TranslationGapsParams): Promise<CollectionGaps[]> {
    const named = params?.query?.collection
    if (named !== undefined) {
      const collection = typeof named === 'string' ? this.catalogue.byName.get(named) : undefined
      if (!collection || collection.table === false || !hasTranslatableFields(collection))
        throw new BadRequest('Invalid collection: not a collection with translatable fields', {
          errors: { collection: 'is not a collection with translatable fields' }
        })
      if (params?.provider) assertReadable(params.user, collection)
      return [await this.count(collection.name)]
    }
    const readable = this.catalogue.collections.filter(
      (collection) =>
        collection.table !== false &&
        hasTranslatableFields(collection) &&
        (!params?.provider || can(params.user, editorSettingsOf(collection), 'read'))
    )
    return Promise.all(readable.map((collection) => this.count(collection.name)))
  }

  private async count(name: string): Promise<CollectionGaps> {
    const { table } = this.catalogue.model(name)
    const rows: Array<{ mask: unknown; total: unknown }> = await this.knex(table)
      .select({ mask: MISSING_LANGS_COLUMN })
      .count({ total: '*' })
      .where(MISSING_LANGS_COLUMN, '>', 0)
      .groupBy(MISSING_LANGS_COLUMN)
    const missing = Object.fromEntries(LANGS.map((lang) => [lang, 0])) as CollectionGaps['missing']
    for (const row of rows)
      for (const lang of LANGS) if (Number(row.mask) & LANG_BITS[lang]) missing[lang] += Number(row.total)
    return { collection: name, missing }
  }
}
