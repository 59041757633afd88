import crypto from 'node:crypto'
import { derivedKey } from './derived-key'

/** What the password step proved: `code` asks for a code, `enrol` for an enrolment first. */
export type ChallengePurpose = 'code' | 'enrol'

export interface Challenge {
  account: string
  purpose: ChallengePurpose
}

const LIFE_MS = 5 * 60_000

/**
 * The short-lived proof, handed out after a right password, that lets the second step finish the
 * sign-in. Signed (HMAC-SHA256 under a key derived from `AUTH_SECRET`) rather than stored, so any
 * server process accepts it; it is no access token and opens nothing else.
 */
export class ChallengeSigner {
  private readonly key: Buffer

  constructor(authSecret: string) {
    this.key = derivedKey(authSecret, 'two-factor-challenge')
  }

  private mac(body: string) {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url')
  }

  sign(challenge: Challenge, now = Date.now()): string {
    const body = Buffer.from(JSON.stringify({ ...challenge, exp: now + LIFE_MS })).toString('base64url')
    return `${body}.${this.mac(body)}`
  }

  /** The challenge a text carries, or undefined when it is forged, altered or expired. */
  verify(text: unknown, now = Date.now()): Challenge | undefined {
    if (typeof text !== 'string' || text.length > 500) return undefined
    const [body, mac] = text.split('.')
    if (!body || !mac) return undefined
    const expected = Buffer.from(this.mac(body))
    const given = Buffer.from(mac)
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined
    try {
      const { account, purpose, exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
      if (typeof account !== 'string' || typeof exp !== 'number' || exp < now) return undefined
      if (purpose !== 'code' && purpose !== 'enrol') return undefined
      return { account, purpose }
    } catch {
      return undefined
    }
  }
}
