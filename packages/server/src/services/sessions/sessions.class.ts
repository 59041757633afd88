import { BadRequest, Forbidden, NotAuthenticated, NotFound } from '@feathersjs/errors'
import {
  errorData,
  isAdmin,
  type Paginated,
  type SessionEndReason,
  type StaffSession,
  type UserLike
} from '@tutor-admin/shared'
import crypto from 'node:crypto'
import { boundedCache } from '../../cache/bounded-cache'
import { deviceName } from '../../auth/device-name'
import type { SessionRow, SessionSelection, SessionStore } from '../../auth/session-store'
import type { ClientParams } from '../../auth/sign-in-services'
import { newId } from '../../db/ids'
import { isObject } from '../../journal/is-object'
import type { SecurityEventInput } from '../../auth/security-log'

export interface SessionsParams extends ClientParams {
  user?: UserLike & { _id: string }
  authentication?: { payload?: { sid?: unknown } }
}

export interface SessionsOptions {
  idleDays: number
  record: (event: SecurityEventInput, params?: ClientParams) => Promise<void>
}

/** A live session as this process last read it. */
interface LiveEntry {
  account: string
  lastSeen: number
}

const DAY_MS = 86_400_000
/**
 * How long the secret a renewal replaced still renews, without replacing the new one: two tabs
 * waking together both send the same cookie, and only one of them is first.
 */
const REFRESH_GRACE_MS = 30_000
/** `lastSeen` is written at most this often per session and process. */
const SEEN_EVERY_MS = 60_000
/**
 * How long this process trusts its memory of a live session. Ends reach every process at once
 * through the `ended` event; this bounds how long a process cut off from Redis may miss one.
 */
const LIVE_FOR_MS = 5_000

/** The session id an access token carries (`sid`), for tokens of this server. */
export const sessionOf = (params?: SessionsParams): string | undefined => {
  const sid = params?.authentication?.payload?.sid
  return typeof sid === 'string' ? sid : undefined
}

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url')
const sameHash = (a: string, b: string | null) =>
  b !== null && a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b))

const ended = (reason: SessionEndReason) =>
  reason === 'idle'
    ? new NotAuthenticated('The session was idle too long: sign in again', errorData('sessionExpired'))
    : new NotAuthenticated('This session has ended: sign in again', errorData('sessionEnded', { reason }))

/** A token of no known session (made before sessions, or of a session since forgotten). */
const unknownSession = () => new NotAuthenticated('Sign in again', errorData('sessionExpired'))

/**
 * `/api/sessions`: each sign-in of a staff account, from its creation to its end. A person lists
 * and ends their own sessions; an administrator anyone's, or every session of an account at once
 * (`DELETE /api/sessions?account=ID`). Another person's session is as unknown as none (404).
 *
 * Every token check asks `_check`, answered from memory: the sessions ended (kept until
 * forgotten by size) and the live ones read in the last seconds. Ending a session tells every
 * process through the `ended` event, shared by Redis between processes.
 */
export class SessionsService {
  declare emit: (event: string, data: unknown) => boolean

  private readonly endedIds = boundedCache<string, SessionEndReason>(50_000)
  private readonly live = boundedCache<string, LiveEntry>(10_000, { ttl: LIVE_FOR_MS })

  constructor(
    private readonly store: SessionStore,
    private readonly options: SessionsOptions
  ) {}

  async find(params?: SessionsParams): Promise<Paginated<StaffSession>> {
    const caller = this.caller(params)
    const account = this.accountOf(params?.query, caller)
    const rows = await this.store.live(account)
    const current = sessionOf(params)
    return {
      total: rows.length,
      limit: rows.length,
      skip: 0,
      data: rows.map((row) => ({ ...row, current: row._id === current }))
    }
  }

  async remove(id: string | null, params?: SessionsParams): Promise<StaffSession | StaffSession[]> {
    const caller = this.caller(params)
    const current = sessionOf(params)
    if (id === null) {
      if (!isAdmin(caller)) throw new Forbidden('Only administrators may end every session of an account')
      if (!isObject(params?.query) || params.query.account === undefined)
        throw new BadRequest('Name the account whose sessions end', { errors: { account: 'is required' } })
      const account = this.accountOf(params.query, caller)
      const rows = await this._end({ account }, 'endedByAdmin', params)
      return rows.map((row) => ({ ...row, current: row._id === current }))
    }
    const row = typeof id === 'string' ? await this.store.get(id) : undefined
    const own = row?.account === caller._id
    if (!row || (!own && !isAdmin(caller))) throw new NotFound(`No session ${String(id)}`)
    const reason = row._id === current ? 'signedOut' : own ? 'endedByUser' : 'endedByAdmin'
    const [done] = row.ended ? [row] : await this._end({ ids: [row._id] }, reason, params)
    return { ...(done ?? row), current: row._id === current }
  }

  /**
   * Starts a session for an account that just signed in, and logs the sign-in; `via` names a way
   * other than a password (`oidc`), kept in the log entry's reason.
   */
  async _start(account: string, params?: ClientParams, via?: string): Promise<SessionRow> {
    const now = new Date().toISOString()
    const row: SessionRow = {
      _id: newId(),
      account,
      created: now,
      lastSeen: now,
      address: params?.ip ?? '',
      device: deviceName(params?.userAgent),
      ended: null,
      endReason: null
    }
    await this.store.create(row)
    this.live.set(row._id, { account, lastSeen: Date.parse(now) })
    await this.options.record({ kind: 'signIn', account, reason: via ?? null }, params)
    return row
  }

  /**
   * Whether a token's session lives (401 `sessionEnded` with its reason when not); notes its use
   * at most once a minute, and ends it when idle too long (401 `sessionExpired`).
   */
  async _check(sid: unknown, account: unknown): Promise<void> {
    if (typeof sid !== 'string' || typeof account !== 'string') throw unknownSession()
    const reason = this.endedIds.get(sid)
    if (reason) throw ended(reason)
    const entry = this.live.get(sid) ?? (await this.read(sid))
    if (entry.account !== account) throw unknownSession()
    const now = Date.now()
    if (now - entry.lastSeen > this.options.idleDays * DAY_MS) {
      await this._end({ ids: [sid] }, 'idle')
      throw ended('idle')
    }
    if (now - entry.lastSeen >= SEEN_EVERY_MS) {
      entry.lastSeen = now
      await this.store.touch(sid, new Date(now).toISOString())
    }
  }

  /**
   * Binds a new refresh secret to a live session that has none yet (the first ask after its
   * sign-in); answers the secret, of which only the hash is kept, or undefined when it has one.
   */
  async _issueRefresh(sid: string): Promise<string | undefined> {
    const secret = crypto.randomBytes(32).toString('base64url')
    const issued = await this.store.rotateRefresh(sid, null, hashOf(secret), new Date().toISOString())
    return issued ? secret : undefined
  }

  /**
   * Checks a session's refresh secret and replaces it: answers the account and the new secret
   * (undefined when the secret the other tab's renewal replaced a moment ago is offered: the
   * browser holds the new one already). Any other secret ends the session as copied.
   */
  async _refresh(
    sid: string,
    secret: string,
    params?: ClientParams
  ): Promise<{ account: string; secret: string | undefined }> {
    const row = await this.store.get(sid)
    if (!row) throw unknownSession()
    await this._check(sid, row.account)
    const hashes = await this.store.refreshOf(sid)
    const offered = hashOf(secret)
    if (hashes && sameHash(offered, hashes.refreshHash)) {
      const next = crypto.randomBytes(32).toString('base64url')
      if (await this.store.rotateRefresh(sid, offered, hashOf(next), new Date().toISOString()))
        return { account: row.account, secret: next }
    }
    const fresh = await this.store.refreshOf(sid)
    const rotated = Date.parse(fresh?.refreshRotated ?? '')
    if (fresh && sameHash(offered, fresh.refreshPrevious) && Date.now() - rotated < REFRESH_GRACE_MS)
      return { account: row.account, secret: undefined }
    await this._end({ ids: [sid] }, 'refreshReused', params)
    throw ended('refreshReused')
  }

  /** Ends the selected live sessions, here and on every process, and logs each end. */
  async _end(
    selection: SessionSelection,
    reason: SessionEndReason,
    params?: ClientParams
  ): Promise<SessionRow[]> {
    const rows = await this.store.end(selection, reason, new Date().toISOString())
    if (!rows.length) return rows
    this._forget(rows)
    this.emit('ended', rows)
    for (const row of rows)
      await this.options.record({ kind: 'sessionEnded', account: row.account, reason }, params)
    return rows
  }

  /** Ends the sessions idle longer than the limit. */
  async _endIdle(now = Date.now()): Promise<SessionRow[]> {
    const idleBefore = new Date(now - this.options.idleDays * DAY_MS).toISOString()
    return this._end({ idleBefore }, 'idle')
  }

  /** Remembers sessions ended, here or on another process. */
  _forget(rows: Array<Pick<SessionRow, '_id' | 'endReason'>>) {
    for (const row of rows) {
      this.live.delete(row._id)
      this.endedIds.set(row._id, row.endReason ?? 'signedOut')
    }
  }

  private async read(sid: string): Promise<LiveEntry> {
    const row = await this.store.get(sid)
    if (!row) throw unknownSession()
    if (row.ended) {
      this._forget([row])
      throw ended(row.endReason ?? 'signedOut')
    }
    const entry = { account: row.account, lastSeen: Date.parse(row.lastSeen) }
    // An end heard while reading wins over what was read.
    const reason = this.endedIds.get(sid)
    if (reason) throw ended(reason)
    this.live.set(sid, entry)
    return entry
  }

  private caller(params?: SessionsParams) {
    const user = params?.user
    if (!user?._id) throw new NotAuthenticated('Sign in first')
    return user
  }

  /** The account a find or an end concerns: `query.account` (another's for administrators only), else the caller's. */
  private accountOf(query: unknown, caller: UserLike & { _id: string }): string {
    const given = isObject(query) ? query : {}
    const unknown = Object.keys(given).filter((key) => key !== 'account')
    if (unknown.length)
      throw new BadRequest('Sessions are filtered by account only', {
        errors: Object.fromEntries(unknown.map((key) => [key, 'is not a filter of sessions']))
      })
    if (given.account === undefined) return caller._id
    if (typeof given.account !== 'string' || !given.account || given.account.length > 64)
      throw new BadRequest('Invalid account', { errors: { account: 'must be an account id' } })
    if (given.account !== caller._id && !isAdmin(caller))
      throw new Forbidden('Only administrators may see the sessions of another account')
    return given.account
  }
}
