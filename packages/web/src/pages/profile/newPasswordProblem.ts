import { PASSWORD_MAX_BYTES, passwordProblem } from '@tutor-admin/shared'

/** Translation key of what is wrong with a new password and its confirmation, if anything (R-AUTH-18). */
export type NewPasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordMismatch'

/** Checks a new password with the server's own rule before sending it, then its confirmation. */
export const newPasswordProblem = (password: string, confirm: string): NewPasswordProblem | undefined => {
  const problem = passwordProblem(password)
  if (problem)
    return new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES
      ? 'passwordTooLong'
      : 'passwordTooShort'
  return password === confirm ? undefined : 'passwordMismatch'
}
