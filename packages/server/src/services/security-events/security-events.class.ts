import { Forbidden, NotAuthenticated } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import {
  isAdmin,
  SECURITY_EVENT_KINDS,
  type Paginated,
  type SecurityEvent,
  type UserLike
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { SecurityEventInput } from '../../auth/security-log'
import { newId } from '../../db/ids'
import { SECURITY_EVENTS_TABLE } from '../../db/schema/security-tables'
import {
  pageJournal,
  readJournalQuery,
  whereJournal,
  type JournalQueryShape
} from '../../journal/journal-query'

export interface SecurityEventsParams extends Params<Record<string, unknown>> {
  user?: UserLike
}

const SHAPE: JournalQueryShape = { equals: { account: undefined, kind: SECURITY_EVENT_KINDS }, time: 'at' }

/** Longest user agent kept: enough to recognise it, not a place to store a payload. */
const MAX_AGENT = 300

const DAY_MS = 86_400_000

/**
 * `/api/securityEvents`, the security log: sign-ins, failed sign-ins, locks, ended sessions and
 * password changes, with time, account or email tried, address and user agent. Read by
 * administrators only (403 for anyone else); newest first, filtered by account, kind and time,
 * paged like the journal. Only the server writes to it.
 */
export class SecurityEventsService {
  constructor(private readonly knex: Knex) {}

  async find(params?: SecurityEventsParams): Promise<Paginated<SecurityEvent>> {
    if (params?.provider) {
      if (!params.user) throw new NotAuthenticated('Sign in first')
      if (!isAdmin(params.user)) throw new Forbidden('Only administrators may read the security log')
    }
    const query = readJournalQuery(params?.query, SHAPE)
    const builder = whereJournal(this.knex(SECURITY_EVENTS_TABLE), query, 'at')
    const [rows, [{ total }]] = await Promise.all([
      query.limit === 0 ? [] : pageJournal(builder.clone(), query, 'at'),
      builder.clone().count({ total: '*' })
    ])
    return { total: Number(total), limit: query.limit, skip: query.skip, data: rows as SecurityEvent[] }
  }

  /** Adds an entry, timed now. */
  async _record(event: SecurityEventInput): Promise<void> {
    await this.knex(SECURITY_EVENTS_TABLE).insert({
      _id: newId(),
      at: new Date().toISOString(),
      kind: event.kind,
      account: event.account ?? null,
      email: event.email ?? null,
      address: event.address ?? '',
      userAgent: (event.userAgent ?? '').slice(0, MAX_AGENT),
      reason: event.reason ?? null
    })
  }

  /** Forgets entries older than the retention (`SECURITY_LOG_RETENTION_DAYS`; 0 keeps all). */
  async _purge(days: number, now = Date.now()): Promise<number> {
    if (!days) return 0
    return this.knex(SECURITY_EVENTS_TABLE)
      .where('at', '<', new Date(now - days * DAY_MS).toISOString())
      .delete()
  }
}
