import type { SessionEndReason, StaffSession } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { SESSIONS_TABLE } from '../db/schema/security-tables'

/** A session as it is kept (what `/api/sessions` answers, without whether it is the caller's). */
export type SessionRow = Omit<StaffSession, 'current'>

/** The hashes of a session's refresh secret: the current one, and the one it replaced at `rotated`. */
export interface RefreshHashes {
  refreshHash: string | null
  refreshPrevious: string | null
  refreshRotated: string | null
}

/** Which live sessions to end: some by id, or all of an account, or those idle since a time. */
export type SessionSelection = { ids: string[] } | { account: string } | { idleBefore: string }

/**
 * Where sessions are kept. Every process reads and writes the same store (the database here;
 * Redis would do as well), and tells the others of the sessions it ends through the sessions
 * service's `ended` event, so that each can keep the answers it needs in memory.
 */
export interface SessionStore {
  create(row: SessionRow): Promise<void>
  get(id: string): Promise<SessionRow | undefined>
  /** Sessions not ended, newest first: of one account, or of all. */
  live(account?: string): Promise<SessionRow[]>
  /** Notes that a live session was used at a time. */
  touch(id: string, at: string): Promise<void>
  /** The refresh secret's hashes of a live session; undefined when ended or unknown. */
  refreshOf(id: string): Promise<RefreshHashes | undefined>
  /**
   * Replaces a live session's refresh hash `from` (null: none yet) by `to`; false when another
   * request replaced it first or the session ended.
   */
  rotateRefresh(id: string, from: string | null, to: string, at: string): Promise<boolean>
  /** Ends the selected live sessions; answers those it ended. */
  end(selection: SessionSelection, reason: SessionEndReason, at: string): Promise<SessionRow[]>
}

const ROW_COLUMNS: Array<keyof SessionRow> = [
  '_id',
  'account',
  'created',
  'lastSeen',
  'address',
  'device',
  'ended',
  'endReason'
]

/** Sessions in the database, shared by every server process. */
export class KnexSessionStore implements SessionStore {
  constructor(private readonly knex: Knex) {}

  private table() {
    return this.knex<SessionRow & RefreshHashes>(SESSIONS_TABLE)
  }

  async create(row: SessionRow) {
    await this.table().insert(row)
  }

  async get(id: string) {
    return this.table().select(ROW_COLUMNS).where('_id', id).first()
  }

  async live(account?: string) {
    const query = this.table().select(ROW_COLUMNS).whereNull('ended')
    if (account !== undefined) void query.where('account', account)
    return query.orderBy([
      { column: 'created', order: 'desc' },
      { column: '_id', order: 'desc' }
    ])
  }

  async touch(id: string, at: string) {
    await this.table().where('_id', id).whereNull('ended').update({ lastSeen: at })
  }

  async refreshOf(id: string) {
    return this.table()
      .select('refreshHash', 'refreshPrevious', 'refreshRotated')
      .where('_id', id)
      .whereNull('ended')
      .first()
  }

  async rotateRefresh(id: string, from: string | null, to: string, at: string) {
    const query = this.table().where('_id', id).whereNull('ended')
    void (from === null ? query.whereNull('refreshHash') : query.where('refreshHash', from))
    const changed = await query.update({ refreshHash: to, refreshPrevious: from, refreshRotated: at })
    return changed === 1
  }

  async end(selection: SessionSelection, reason: SessionEndReason, at: string) {
    const select = (query: Knex.QueryBuilder) => {
      void query.whereNull('ended')
      if ('ids' in selection) void query.whereIn('_id', selection.ids)
      else if ('account' in selection) void query.where('account', selection.account)
      else void query.where('lastSeen', '<', selection.idleBefore)
      return query
    }
    return this.knex.transaction(async (trx) => {
      const rows: SessionRow[] = await select(trx(SESSIONS_TABLE).select(ROW_COLUMNS))
      if (rows.length)
        await trx(SESSIONS_TABLE)
          .whereIn(
            '_id',
            rows.map((row) => row._id)
          )
          .whereNull('ended')
          .update({ ended: at, endReason: reason })
      return rows.map((row) => ({ ...row, ended: at, endReason: reason }))
    })
  }
}
