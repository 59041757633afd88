import { AuthenticationClient } from '@feathersjs/authentication-client'
import type { FeathersError } from '@feathersjs/errors'

/** The server refused a token for its age, not for its session. */
export const isExpiredRefusal = (error: unknown) =>
  (error as { name?: string } | undefined)?.name === 'NotAuthenticated' &&
  (error as { data?: { code?: unknown } } | undefined)?.data?.code === 'sessionExpired'

/**
 * The socket client's authentication, except that a token refused only for its age stays stored:
 * the session (session.ts) then renews it with the refresh cookie, and other tabs do not take
 * its removal for a sign-out.
 */
export class SessionAuthentication extends AuthenticationClient {
  override handleError(error: FeathersError, type: 'authenticate' | 'logout') {
    if (type === 'authenticate' && isExpiredRefusal(error))
      return this.reset().then(() => Promise.reject(error))
    return super.handleError(error, type)
  }
}
