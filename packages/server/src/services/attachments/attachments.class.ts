import { BadRequest, Conflict, Forbidden, MethodNotAllowed } from '@feathersjs/errors'
import { errorData, isAdmin, type Lang } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { boundedCache } from '../../cache/bounded-cache'
import type { Logger } from '../../logging/logger'
import type { Storage } from '../../storage'
import { writeSource, type WriteSource } from '../../journal/write-source'
import { ItemsService } from '../items/items.class'
import type { Id, ItemsContext, ItemsParams } from '../items/items.types'
import { hasPatchOperators } from '../items/patch-operators'
import { variantsPrefix, type StoredFile } from './attachment-files'
import { attachmentColumns, findUsage, withoutId, type AttachmentUsage } from './attachment-usage'
import { VariantMaker } from './variant-maker'

type Row = Record<string, unknown>

/** Fields staff may change; the rest comes from the file (R-MED-09). */
const EDITABLE = new Set(['name', 'alt'])

export interface MediaContext {
  storage: Storage
  logger: Logger
  /** Tells the clients that a record changed outside its own service (a reference cleared). */
  announcePatched(collection: string, record: Row): void
}

const UPLOAD_HINT = 'Files are added with POST /api/attachments/upload/{dir}/{parent}'

/**
 * The media library (R-DOM-51, C16): the generic service, plus what files need. Records are made
 * by uploads only; staff rename them and write their alt texts. A delete checks where the file is
 * used (409 unless an admin forces it) and removes the file and its every variant.
 */
export class AttachmentsService extends ItemsService {
  readonly storage: Storage
  readonly variants: VariantMaker
  /** Files served lately, so that a kept variant is answered without a query; changes here clear them. */
  private readonly files = boundedCache<string, StoredFile | false>(5000, { ttl: 10_000 })

  constructor(
    collection: ItemsService['collection'],
    ctx: ItemsContext,
    readonly media: MediaContext
  ) {
    super(collection, ctx)
    this.storage = media.storage
    this.variants = new VariantMaker(media.storage, media.logger)
  }

  override async create(): Promise<never> {
    throw new MethodNotAllowed(UPLOAD_HINT)
  }

  override async update(): Promise<never> {
    throw new MethodNotAllowed(
      `Change the name and alt texts with PATCH; replace the file with PUT /api/attachments/{id}/file`
    )
  }

  override async patch(id: Id | null, data: Row, params?: ItemsParams): Promise<Row> {
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      if (hasPatchOperators(data)) throw new BadRequest('Attachments are changed with plain fields')
      const refused = Object.keys(data).filter((key) => !EDITABLE.has(key))
      if (refused.length)
        throw new BadRequest(
          `Only the name and the alt texts can be changed: ${refused.join(', ')} come from the file`,
          {
            errors: Object.fromEntries(refused.map((key) => [key, 'is set from the file']))
          }
        )
    }
    const result = await super.patch(id, data, params)
    this.forget(String(id))
    return result
  }

  /** The file of an attachment, for serving it; undefined when there is none. */
  async fileOf(id: string): Promise<StoredFile | undefined> {
    const known = this.files.get(id)
    if (known !== undefined) return known || undefined
    const row = await this.knex(this.model.table).where('_id', id).first('_id', 'path', 'mime')
    const file =
      row && typeof row.path === 'string' && typeof row.mime === 'string'
        ? { _id: String(row._id), path: row.path, mime: row.mime }
        : undefined
    this.files.set(id, file ?? false)
    return file
  }

  /** Runs writes in one transaction. */
  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.knex.transaction(work)
  }

  forget(id: string) {
    this.files.delete(id)
  }

  /** Where an attachment is used: every record of every collection that names it, labelled in `lang`. */
  async usage(id: Id, params?: ItemsParams, lang?: Lang): Promise<AttachmentUsage> {
    await this.get(id, { ...params, query: {} })
    const found = await findUsage(this.knex, this.ctx.dialect, this.ctx.catalogue, [id], lang)
    const uses = found.get(id) ?? []
    return { _id: id, total: uses.length, uses }
  }

  override async remove(id: Id | null, params?: ItemsParams): Promise<Row | Row[]> {
    if (id === null) throw new MethodNotAllowed('Delete attachments one at a time')
    const { force, ...query } = (params?.query ?? {}) as Row
    const forced = force === true || force === 'true'
    if (forced && params?.provider && !isAdmin(params.user))
      throw new Forbidden('Only an administrator may delete an attachment that is in use')
    const scoped = { ...params, query }
    const usage = await this.usage(id, scoped)
    if (usage.total > 0 && !forced)
      throw new Conflict(`The attachment is used in ${usage.total} place${usage.total === 1 ? '' : 's'}`, {
        ...usage,
        ...errorData('inUse')
      })
    const source = writeSource(params)
    const { removed, cleared } = await this.knex.transaction(async (trx) => {
      const current = await this._get(id, undefined, trx)
      const patched = await this.clearUses(id, usage, source, trx)
      await trx(this.model.table).where('_id', id).delete()
      // Journaled, but not kept in the trash: its file goes at once.
      await this.journalRemoved(trx, [current], source, false)
      return { removed: current as Row, cleared: patched }
    })
    this.forget(id)
    for (const { collection, record } of cleared) this.media.announcePatched(collection, record)
    await this.removeFiles(removed).catch((error: unknown) =>
      this.media.logger.error({ err: error, attachment: id }, 'A deleted attachment left files behind')
    )
    return removed
  }

  /**
   * Takes a deleted attachment out of every record that used it, so that none refers to nothing;
   * answers the records as patched.
   */
  private async clearUses(id: string, usage: AttachmentUsage, source: WriteSource, trx: Knex) {
    const patched: Array<{ collection: string; record: Row }> = []
    const columns = new Map(
      attachmentColumns(this.ctx.catalogue).map((entry) => [entry.collection.name, entry])
    )
    const records = new Map(usage.uses.map((use) => [`${use.collection}\u0000${use._id}`, use]))
    for (const use of records.values()) {
      const entry = columns.get(use.collection)
      if (!entry) continue
      const service = new ItemsService(entry.collection, this.ctx)
      const current = await service._get(use._id, undefined, trx, true)
      const changes = Object.fromEntries(
        entry.fields.map((field) => [field.name, withoutId(field, current[field.name], id)])
      )
      patched.push({
        collection: use.collection,
        record: await service._patch(use._id, changes, source, trx, current)
      })
    }
    return patched
  }

  /** Removes a file and every variant made of it. */
  async removeFiles(file: Row) {
    if (typeof file.path === 'string') await this.storage.remove(file.path).catch(() => {})
    await this.storage.removePrefix(variantsPrefix(String(file._id)))
  }
}
