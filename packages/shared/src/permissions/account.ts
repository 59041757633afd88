/** Fields of their own account that every user may change, whatever their role (R-ROLE-11, R-AUTH-17). */
export const OWN_PROFILE_FIELDS = ['name', 'avatar'] as const

/** Whether a change to one's own account touches only the own-profile fields. */
export const isOwnProfileChange = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  !Array.isArray(data) &&
  Object.keys(data).every((key) => (OWN_PROFILE_FIELDS as readonly string[]).includes(key))

/** Shortest password accepted, in characters (R-AUTH-18). */
export const PASSWORD_MIN_LENGTH = 8
/** Longest password accepted, in UTF-8 bytes: bcrypt ignores what comes after 72. */
export const PASSWORD_MAX_BYTES = 72

/** What is wrong with a new password, or undefined when it is acceptable. */
export const passwordProblem = (password: unknown): string | undefined => {
  if (typeof password !== 'string') return 'must be a text'
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return `must have at least ${PASSWORD_MIN_LENGTH} characters`
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES)
    return `must be at most ${PASSWORD_MAX_BYTES} bytes long`
  return undefined
}
