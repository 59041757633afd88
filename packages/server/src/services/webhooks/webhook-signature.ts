import crypto from 'node:crypto'

/** The header that signs every delivery. */
export const SIGNATURE_HEADER = 'X-Tutor-Signature'

/** A new subscription secret: 32 random bytes, shown once when made or rotated. */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString('hex')}`

/**
 * The signature header's value of a body sent at `unixSeconds`:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the secret>`. The receiver
 * computes the same over the raw body and refuses an old `t`, so a captured delivery cannot be
 * replayed later (docs/integrations.md).
 */
export const signatureHeader = (secret: string, unixSeconds: number, body: string) => {
  const v1 = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${v1}`
}
