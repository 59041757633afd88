/**
 * Why the server refused a call, where the error's class alone does not say it: the `data.code` of
 * a Feathers error (C21). The English `message` stays for API users; the console says the code in
 * its own language, naming the field when there is one.
 */
export const ERROR_CODES = [
  /** 401 on sign-in: the email or the password does not match. */
  'invalidLogin',
  /** 429 on sign-in: too many failures; `retryAfter` seconds. */
  'tooManyAttempts',
  /** 403 on sign-in, 401 with a token: the account is frozen. */
  'accountFrozen',
  /** 401 with a token whose account was deleted. */
  'accountRemoved',
  /** 401 with a token past its expiry, or of a session idle too long. */
  'sessionExpired',
  /** 401 with a token whose session ended; `reason` says why (`SESSION_END_REASONS`). */
  'sessionEnded',
  /** Single sign-on or social sign-in: the email's domain is not among the allowed ones (`OIDC_ALLOWED_DOMAINS`, a provider's `allowedDomains`). */
  'ssoDomainNotAllowed',
  /** Single sign-on or social sign-in: no account has this email and new accounts are not made (`OIDC_NEW_ACCOUNT_ROLE`, a provider's `newAccountRole`). */
  'ssoUnknownAccount',
  /** Single sign-on: the provider refused or answered something that does not hold. */
  'ssoFailed',
  /** 401 on social sign-in: the provider does not vouch for the token, or names another person than it belongs to. */
  'socialFailed',
  /** 401 on social sign-in: the token was given to another application at the provider. */
  'socialWrongApp',
  /** 401 on social sign-in: the token has expired. */
  'socialExpired',
  /** 401 on social sign-in: the provider gives no email for the person (not shared, or none confirmed). */
  'socialNoEmail',
  /** 502 or 503 on social sign-in: the provider could not be reached or answered something unreadable. */
  'socialUnavailable',
  /** 401 on sign-in: the password was right and a code of the authenticator app is needed; `challenge` to send with it. */
  'twoFactorRequired',
  /** 401 on sign-in: the account's role requires two-factor and it has none yet; `challenge` to enrol with. */
  'twoFactorEnrolmentRequired',
  /** 401 on the code step: the code is wrong, used already, or the challenge expired (`expired`). */
  'invalidTwoFactorCode',
  /** 503 on sign-in while the shared sign-in counter does not answer. */
  'signInUnavailable',
  /** 400 with a problem per field in `data.fields`. */
  'invalidData',
  /** 409: another record has this value; `field` names it when known. */
  'duplicate',
  /** 400 on a password change: the current password is wrong. */
  'wrongPassword',
  /** 400: an administrator may not freeze, demote or delete their own account. */
  'ownAccount',
  /** 409: a file still used by records. */
  'inUse',
  /** 413: a file over the limit; `max` bytes. */
  'fileTooLarge',
  /** 413: more files than one upload takes; `max` files. */
  'tooManyFiles',
  /** 413: an image with more pixels than allowed; `max` million pixels. */
  'imageTooLarge',
  /** 413: an import file with more rows than allowed; `max` rows. */
  'tooManyRows',
  /** 415: a file of a type this endpoint does not take; `accept` lists the extensions taken. */
  'unsupportedFile',
  /** 415: an imported text file that is binary, or text in none of the encodings import reads. */
  'notText',
  /** 400: an import file with columns the list does not have; `columns` lists them. */
  'unknownColumns',
  /** 409 on an undo: rows of the batch changed since; `count` of them, listed in `rows`. */
  'changedSince',
  /** 409 on an undo: the batch was undone already. */
  'alreadyUndone',
  /** 409 on restoring a version: the record was removed; it comes back from the trash. */
  'recordRemoved',
  /** 409 on a patch or update with a version: the record changed since; `current` is the record now. */
  'editConflict',
  /** 400: a big collection asked in the order of a field no index starts with; `field`, and the `sortable` fields. */
  'sortNeedsIndex',
  /** 429: as many exports as a server process runs at once are running; `max` of them, `retryAfter` seconds. */
  'tooManyExports',
  /** 401 with an API token that is unknown, revoked (`reason` revoked) or past its expiry (`reason` expired). */
  'apiTokenRefused',
  /** 403: API tokens may not use this service (accounts, sessions, tokens), or this collection or method of the token's list. */
  'tokenNotAllowed',
  /** 400 on the console's search: a term it cannot search; per field a code in `data.fields` (`PaletteProblem`). */
  'invalidSearch',
  /** 429 with an API token: more requests than its limit; `retryAfter` seconds (also the `Retry-After` header). */
  'tooManyRequests',
  /** 429: as many bulk edits as a server process runs at once are running; `max` of them, `retryAfter` seconds. */
  'tooManyBulkEdits'
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/** Values a message may name: a limit, a field, a list of columns. */
export type ErrorParam = string | number | string[]

/** A field's problem as the console translates it: `validation.{code}` with its params. */
export interface FieldProblemData {
  code: string
  [param: string]: ErrorParam
}

/** The `data` of a coded error: its code, the field it is about, the limits its message names. */
export interface ErrorData {
  code: ErrorCode
  /** The field the error is about (a duplicate value). */
  field?: string
  /** Per field path, what is wrong with it (`invalidData`). */
  fields?: Record<string, FieldProblemData>
  [param: string]: ErrorParam | Record<string, FieldProblemData> | undefined
}

/** The `data` of an error with this code and params, for the server's errors' constructors. */
export const errorData = (code: ErrorCode, params: Omit<ErrorData, 'code'> = {}): ErrorData => ({
  code,
  ...params
})

const CODES = new Set<string>(ERROR_CODES)

/** Whether a value is one of the codes above. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && CODES.has(value)
