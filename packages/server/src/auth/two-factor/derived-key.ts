import crypto from 'node:crypto'

/** A 32-byte key for one use, derived from the secret that signs tokens (`AUTH_SECRET`) by HKDF. */
export const derivedKey = (authSecret: string, use: string): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', authSecret, 'tutor-admin', use, 32))
