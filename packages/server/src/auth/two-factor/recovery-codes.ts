import crypto from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '@tutor-admin/shared'

/** Letters and digits that cannot be mistaken for one another when read from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

const randomPart = (length: number) =>
  Array.from({ length }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('')

/** Fresh single-use recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart(5)}-${randomPart(5)}`)

/** A recovery code as typed, with any case, spaces or dashes, in its stored form. */
export const hashRecoveryCode = (code: string): string =>
  crypto.createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url')

/** Whether a typed text looks like a recovery code rather than an app's code. */
export const isRecoveryCodeShape = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim())
