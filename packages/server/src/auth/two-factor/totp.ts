import { Secret, TOTP } from 'otpauth'

const ISSUER = 'Tutor Admin'
const PERIOD_SECONDS = 30

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS })

/** A new random authenticator secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** What an authenticator app needs: the secret, its `otpauth://` address and that address as a QR code. */
export const totpEnrolment = async (secret: string, label: string) => {
  const uri = totpOf(secret, label).toString()
  // Loaded on the first enrolment: a server start does without it.
  const { default: QRCode } = await import('qrcode')
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) }
}

/**
 * The time step a code belongs to, accepting the step before and after now (clocks drift and
 * people type slowly); undefined for a wrong code.
 */
export const totpStep = (secret: string, code: string, now = Date.now()): number | undefined => {
  if (!/^\d{6}$/.test(code)) return undefined
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}
