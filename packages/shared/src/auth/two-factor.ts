/** The path of two-factor sign-in's own service: status, enrolment, disabling and resets. */
export const TWO_FACTOR_PATH = 'twoFactor'

/** The strategy that completes a sign-in with a code (`POST /api/authentication`). */
export const TWO_FACTOR_STRATEGY = 'twoFactor'

/**
 * What `POST /api/twoFactor` does, by its `action`:
 * `start` a new enrolment (answers the secret and its QR code), `confirm` it with a first code
 * (answers the recovery codes, once), `disable` one's own (with a current code or the password),
 * `reset` another person's (administrators).
 */
export const TWO_FACTOR_ACTIONS = ['start', 'confirm', 'disable', 'reset'] as const

export type TwoFactorAction = (typeof TWO_FACTOR_ACTIONS)[number]

/** `GET /api/twoFactor[?account=ID]`: whether an account signs in with a second factor. */
export interface TwoFactorStatus {
  account: string
  enabled: boolean
  /** Whether the account's role requires it (`TWO_FACTOR_REQUIRED_ROLES`). */
  required: boolean
  recoveryCodesLeft: number
}

/** The answer of `start`: what the authenticator app needs. */
export interface TwoFactorEnrolment {
  secret: string
  /** The `otpauth://` address the QR code holds. */
  uri: string
  /** The QR code as a `data:image/png` address. */
  qrCode: string
}

/** How many single-use recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10
