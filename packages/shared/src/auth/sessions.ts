/** Why a staff session ended: the `reason` of a `sessionEnded` refusal and of the session's record. */
export const SESSION_END_REASONS = [
  /** The person signed out. */
  'signedOut',
  /** The account's password was changed: every session of the account ends. */
  'passwordChanged',
  /** The person ended it from another browser. */
  'endedByUser',
  /** An administrator ended it. */
  'endedByAdmin',
  /** The account was frozen, deleted, or its role changed. */
  'accountChanged',
  /** Not used for longer than the idle limit (`SESSION_IDLE_DAYS`). */
  'idle',
  /** A refresh secret already replaced was offered again: the cookie was copied. */
  'refreshReused'
] as const

export type SessionEndReason = (typeof SESSION_END_REASONS)[number]

/** One sign-in of a staff account, as `/api/sessions` answers it. */
export interface StaffSession {
  _id: string
  account: string
  created: string
  lastSeen: string
  address: string
  /** The browser and system, summarised from the user agent ("Chrome on Windows"). */
  device: string
  ended: string | null
  endReason: SessionEndReason | null
  /** The session of the access token that asked. */
  current: boolean
}

/** What the security log records (`/api/securityEvents`). */
export const SECURITY_EVENT_KINDS = [
  'signIn',
  'signInFailed',
  /** Sign-in refused with 429 after too many failures. */
  'locked',
  'sessionEnded',
  'passwordChanged',
  'twoFactorEnrolled',
  'twoFactorDisabled',
  /** A wrong or replayed code of the second step. */
  'twoFactorFailed',
  /** An administrator removed a person's two-factor. */
  'twoFactorReset',
  'recoveryCodeUsed',
  /** An administrator made an API token (`account` is `token:<id>`, `reason` its name). */
  'tokenCreated',
  /** An administrator revoked an API token. */
  'tokenRevoked',
  /** An API token was used (noted at most once a minute per token and server process). */
  'tokenUsed',
  /** A revoked or expired API token was offered (`reason` says which). */
  'tokenRefused',
  /** An API token went over its rate limit (429). */
  'tokenRateLimited'
] as const

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number]

/** One entry of the security log. */
export interface SecurityEvent {
  _id: string
  at: string
  kind: SecurityEventKind
  /** The account concerned, when known. */
  account: string | null
  /** The email tried, for a failed sign-in. */
  email: string | null
  address: string
  userAgent: string
  /**
   * A session's end reason, why a sign-in failed (an error code), or how a sign-in was made when
   * not with a password (`oidc`).
   */
  reason: string | null
}

/** The path that gives a signed-in session a fresh access token (`POST`). */
export const SESSION_RENEW_PATH = 'sessions/renew'
