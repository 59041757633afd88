import { BadRequest } from '@feathersjs/errors'
import type { ChangeAction, ChangeDiff } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../db/dialects'
import { newId } from '../db/ids'
import { CHANGES_MODEL, CHANGES_TABLE, TRASH_MODEL } from '../db/schema/journal-tables'
import { afterCommit } from './after-commit'
import { areAlike, insertAlikeChanges, type SharedChange } from './alike-changes'
import type { WriteSource } from './write-source'

type Row = Record<string, unknown>

/** One record's part of a write: its id, changed fields and, when not the write's, its time. */
export interface JournalEntry {
  recordId: string
  /** What listeners hear changed. */
  diff: ChangeDiff
  /** What the journal keeps, when less than `diff` (a create: see `hiddenMarks`). */
  stored?: ChangeDiff
  at?: string
}

/** A journaled write of records of one collection, as listeners hear it once it is committed. */
export interface CommittedWrite {
  collection: string
  /** The method's own action (`create`, `patch`, `remove`), whatever the source names. */
  action: ChangeAction
  source: WriteSource
  at: string
  entries: JournalEntry[]
}

/**
 * Writes the change journal and the trash, always inside the transaction of the write they
 * describe: a write that fails leaves no trace, and one that succeeds cannot go unrecorded.
 */
export class Journal {
  private readonly listeners = new Set<(write: CommittedWrite) => void>()

  constructor(
    private readonly dialect: Dialect,
    private readonly onListenerError: (error: unknown) => void = () => {}
  ) {}

  /**
   * Calls `listener` with every write journaled from now on, once its transaction has committed
   * (never for one rolled back); answers the function that stops it.
   */
  onCommitted(listener: (write: CommittedWrite) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Records one write of records of a collection; `action` unless the source names its own. An
   * entry is stored as its `stored` diff when it has one; its listeners hear its whole `diff`.
   */
  async record(
    trx: Knex,
    collection: string,
    source: WriteSource,
    action: ChangeAction,
    at: string,
    entries: JournalEntry[]
  ): Promise<void> {
    const shared: SharedChange = {
      collection,
      action: source.action ?? action,
      user: source.user ?? null,
      at,
      via: source.via,
      batch: source.batch ?? null
    }
    // An import's created records, on SQLite: one statement makes their rows.
    if (areAlike(this.dialect.name, entries)) await insertAlikeChanges(trx, shared, entries)
    // Else the engine's bulk path: an import journals as many rows as it writes.
    else
      await this.dialect.insertMany(
        trx as Knex.Transaction,
        CHANGES_MODEL,
        entries.map((entry) => ({
          _id: newId(),
          collection: shared.collection,
          recordId: entry.recordId,
          action: shared.action,
          diff: JSON.stringify(entry.stored ?? entry.diff),
          user: shared.user,
          at: entry.at ?? at,
          via: shared.via,
          batch: shared.batch
        }))
      )
    if (this.listeners.size === 0) return
    const write: CommittedWrite = { collection, action, source, at, entries }
    afterCommit(
      trx,
      () => {
        for (const listener of this.listeners) listener(write)
      },
      this.onListenerError
    )
  }

  /** Keeps removed records, as they last were, in their collection's trash. */
  async trash(trx: Knex, collection: string, source: WriteSource, at: string, records: Row[]): Promise<void> {
    await this.dialect.insertMany(
      trx as Knex.Transaction,
      TRASH_MODEL,
      records.map((record) => ({
        _id: newId(),
        collection,
        recordId: String(record._id),
        record: JSON.stringify(record),
        removedBy: source.user ?? null,
        removedAt: at,
        batch: source.batch ?? null
      }))
    )
  }

  /**
   * A batch a client names for its bulk delete (several calls, one undo) must be its own: removals
   * of this collection by this account, not undone yet. Else 400.
   */
  async assertOwnBatch(trx: Knex, batch: string, collection: string, user?: string | null): Promise<void> {
    const foreign = await trx(CHANGES_TABLE)
      .where('batch', batch)
      .andWhere((query) =>
        query
          .whereNot('collection', collection)
          .orWhereNot('action', 'remove')
          .orWhereNull('user')
          .orWhereNot('user', user ?? '')
      )
      .first('_id')
    if (foreign)
      throw new BadRequest('Invalid $batch: it names another change', {
        errors: { $batch: 'names another change: make a new batch id for each bulk delete' }
      })
  }
}
