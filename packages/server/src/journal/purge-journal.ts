import type { Knex } from 'knex'
import type { Application } from '../declarations'
import { CHANGES_TABLE, TRASH_TABLE } from '../db/schema/journal-tables'
import { repeatUntilTeardown } from '../jobs/repeat-until-teardown'

const DAY_MS = 86_400_000
/** Rows deleted per statement: a purge never holds the database for long. */
const PURGE_CHUNK = 5000

/** Deletes the rows of a table older than a time, a chunk at a time; answers how many went. */
const purgeBefore = async (knex: Knex, table: string, column: string, before: string) => {
  let purged = 0
  for (;;) {
    const oldest = knex(table).where(column, '<', before).select('_id').limit(PURGE_CHUNK)
    const count = await knex(table).whereIn('_id', oldest).delete()
    purged += count
    if (count < PURGE_CHUNK) return purged
  }
}

/** Retention of the trash and of the journal, in days; 0 keeps everything. */
export interface Retention {
  trashDays: number
  journalDays: number
}

/** Forgets what the retention no longer keeps: records removed too long ago, and old changes. */
export const purgeJournal = async (knex: Knex, retention: Retention, now = Date.now()) => {
  const cutoff = (days: number) => new Date(now - days * DAY_MS).toISOString()
  return {
    trash: retention.trashDays
      ? await purgeBefore(knex, TRASH_TABLE, 'removedAt', cutoff(retention.trashDays))
      : 0,
    changes: retention.journalDays
      ? await purgeBefore(knex, CHANGES_TABLE, 'at', cutoff(retention.journalDays))
      : 0
  }
}

/** Purges at start and then once a day while the server runs (every process may: deletes are idempotent). */
export const journalRetention = async (app: Application) => {
  const { trashRetentionDays: trashDays, journalRetentionDays: journalDays } = app.get('config')
  const purge = () =>
    purgeJournal(app.get('knex'), { trashDays, journalDays }).catch((error: unknown) =>
      app.get('logger').error({ err: error }, 'the trash and the journal were not purged')
    )
  await purge()
  repeatUntilTeardown(app, DAY_MS, () => void purge())
}
