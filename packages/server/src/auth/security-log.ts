import type { SecurityEventKind } from '@tutor-admin/shared'
import type { Application } from '../declarations'
import type { ClientParams } from './sign-in-services'

export const SECURITY_EVENTS_PATH = 'securityEvents'

/** What the server records: the kind and whatever of the rest it knows. */
export interface SecurityEventInput {
  kind: SecurityEventKind
  account?: string | null
  email?: string | null
  address?: string
  userAgent?: string
  reason?: string | null
}

/** The security log service, as every part of sign-in writes to it. */
interface SecurityLog {
  _record(event: SecurityEventInput): Promise<void>
}

/**
 * Records an event of the security log with the caller's address and user agent. Never fails the
 * call it belongs to: an entry that cannot be written is logged instead.
 */
export const recordSecurityEvent = (
  app: Application,
  event: SecurityEventInput,
  params?: ClientParams
): Promise<void> =>
  (app.service(SECURITY_EVENTS_PATH) as unknown as SecurityLog)
    ._record({ address: params?.ip, userAgent: params?.userAgent, ...event })
    .catch((error: unknown) =>
      app.get('logger').error({ err: error, kind: event.kind }, 'a security event was not recorded')
    )
