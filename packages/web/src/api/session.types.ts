import type { SessionUser } from '../state/loginStorage'

/** The part of the socket.io client the session watches. */
export interface SessionSocket {
  readonly connected: boolean
  on(event: 'connect' | 'disconnect', listener: () => void): unknown
  off(event: 'connect' | 'disconnect', listener: () => void): unknown
}

/** What the session tells the rest of the console. */
export interface SessionListener {
  /** A 'login' event of the client delivered a user (R-AUTH-12). */
  onLogin(user: AuthResult['user'], token: string): void
  /**
   * The session ended; `notice` when it ended on its own rather than by logging out (R-AUTH-09,
   * R-AUTH-10), with the server's refusal that ended it.
   */
  onLogout(notice: boolean, refusal?: unknown): void
}

export interface AuthResult {
  accessToken: string
  user: SessionUser & Record<string, unknown>
}
