import type { Knex } from 'knex'
import { newId } from '../db/ids'
import { CHANGES_TABLE } from '../db/schema/journal-tables'

/** Entries of one write from which those alike but for their record are written by one statement. */
const ALIKE_FROM = 100

/** Of a journal entry, what tells whether it is alike the others. */
interface Entry {
  recordId: string
  stored?: object
  at?: string
}

/** What the journal rows of one write share: all but their id and their record. */
export interface SharedChange {
  collection: string
  action: string
  user: string | null
  at: string
  via: string
  batch: string | null
}

const isEmpty = (diff: object) => {
  for (const _key in diff) return false
  return true
}

/**
 * Whether a write's entries can be journaled by `insertAlikeChanges`: on SQLite, whose writes run
 * on the server's own thread, many entries that keep an empty diff (created records without
 * hidden values, as an import makes them) at the write's time.
 */
export const areAlike = (engine: string, entries: Entry[]) =>
  engine === 'sqlite' &&
  entries.length >= ALIKE_FROM &&
  entries.every((entry) => entry.at === undefined && entry.stored !== undefined && isEmpty(entry.stored))

/**
 * Journals many entries alike in one statement that makes their rows in the database: no row built,
 * id made or value bound for each (10,000 of an import: ~15 ms less on the server's thread). Their
 * ids are one new id followed by each entry's place, so they sort as the entries came.
 */
export const insertAlikeChanges = async (trx: Knex, shared: SharedChange, entries: Entry[]) => {
  const recordIds = JSON.stringify(entries.map((entry) => entry.recordId))
  await trx.raw(
    `INSERT INTO ?? ("_id", "collection", "recordId", "action", "diff", "user", "at", "via", "batch")
     SELECT ? || printf('%07d', key), ?, value, ?, '{}', ?, ?, ?, ? FROM json_each(?)`,
    [
      CHANGES_TABLE,
      newId(),
      shared.collection,
      shared.action,
      shared.user,
      shared.at,
      shared.via,
      shared.batch,
      recordIds
    ]
  )
}
