import crypto from 'node:crypto'
import { derivedKey } from './derived-key'

const VERSION = 'v1'

/**
 * Seals authenticator secrets with AES-256-GCM under a key derived from `AUTH_SECRET`, so that a
 * copy of the database alone does not give them away. Text form: `v1.iv.tag.ciphertext` (base64url).
 */
export class SecretBox {
  private readonly key: Buffer

  constructor(authSecret: string) {
    this.key = derivedKey(authSecret, 'two-factor-secrets')
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12)
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv)
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.')
  }

  /** The plain text, or undefined for a text sealed with another key or altered. */
  open(text: string): string | undefined {
    const [version, iv, tag, sealed] = text.split('.')
    if (version !== VERSION || !iv || !tag || sealed === undefined) return undefined
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8'
      )
    } catch {
      return undefined
    }
  }
}
