import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { AppConfig } from '../config'
import type { Logger } from '../logging/logger'

export const SECRET_FILE = 'auth-secret'

/**
 * The secret that signs access tokens (C7): `AUTH_SECRET`, else one generated once and kept in
 * `DATA_DIR` so that tokens survive a restart. Creating the file is exclusive, so two processes
 * starting together agree on one secret.
 */
export const readAuthSecret = (config: Pick<AppConfig, 'authSecret' | 'dataDir'>, logger: Logger): string => {
  if (config.authSecret) {
    if (config.authSecret.length < 32)
      logger.warn('AUTH_SECRET is shorter than 32 characters: tokens are easier to forge')
    return config.authSecret
  }
  const file = path.join(config.dataDir, SECRET_FILE)
  fs.mkdirSync(config.dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 })
    logger.info({ file }, 'generated a secret for access tokens')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = fs.readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to generate a new one`)
  return secret
}
