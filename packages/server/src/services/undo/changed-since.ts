import type { ChangeRecord, UndoConflict } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { CHANGES_TABLE } from '../../db/schema/journal-tables'
import type { ChangeRow } from '../../journal/change-record'

const CHUNK = 500

/**
 * The records of a batch written again after it: for each, the latest change since its change of
 * the batch (journal ids are time-ordered). Undoing these would lose that later change.
 */
export const changedSince = async (
  trx: Knex,
  collection: string,
  last: Map<string, ChangeRecord>
): Promise<UndoConflict[]> => {
  const ids = [...last.keys()]
  const first = [...last.values()].reduce((min, change) => (change._id < min ? change._id : min), '~')
  const latest = new Map<string, ChangeRow>()
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows: ChangeRow[] = await trx(CHANGES_TABLE)
      .where('collection', collection)
      .whereIn('recordId', ids.slice(start, start + CHUNK))
      .andWhere('_id', '>', first)
      .orderBy('_id', 'asc')
      .select('_id', 'recordId', 'action', 'user', 'at')
    for (const row of rows) if (row._id > last.get(row.recordId)!._id) latest.set(row.recordId, row)
  }
  return [...latest.values()].map((row) => ({
    recordId: row.recordId,
    change: row._id,
    action: row.action as UndoConflict['action'],
    user: row.user,
    at: row.at
  }))
}
