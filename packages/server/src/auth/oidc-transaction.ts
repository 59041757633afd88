import crypto from 'node:crypto'

/** What the browser keeps between leaving for the provider and coming back (R-AUTH-16). */
export interface OidcTransaction {
  state: string
  nonce: string
  codeVerifier: string
  /** Milliseconds since the epoch after which the sign-in has to start again. */
  expires: number
}

const mac = (secret: string, body: string) =>
  crypto.createHmac('sha256', `oidc-transaction:${secret}`).update(body).digest('base64url')

/** The transaction as a cookie value signed with the server's secret. */
export const sealTransaction = (transaction: OidcTransaction, secret: string) => {
  const body = Buffer.from(JSON.stringify(transaction)).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

/** The transaction of a cookie value when its signature holds and it has not expired. */
export const openTransaction = (value: string | undefined, secret: string): OidcTransaction | undefined => {
  const [body, signature] = (value ?? '').split('.')
  if (!body || !signature) return undefined
  const expected = Buffer.from(mac(secret, body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined
  try {
    const transaction = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OidcTransaction
    return transaction.expires > Date.now() ? transaction : undefined
  } catch {
    return undefined
  }
}
