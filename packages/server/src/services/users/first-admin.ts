import crypto from 'node:crypto'
import { Conflict } from '@feathersjs/errors'
import type { Application } from '../../declarations'

/**
 * Creates the first administrator of an empty database from ADMIN_EMAIL, ADMIN_PASSWORD and
 * ADMIN_NAME (C4). Without ADMIN_PASSWORD a random password is generated and printed once, here,
 * and never logged.
 */
export const ensureFirstAdmin = async (app: Application, print: (text: string) => void) => {
  const knex = app.get('knex')
  const [{ total }] = await knex('users').count({ total: '*' })
  if (Number(total) > 0) return
  const { email, name, password: given } = app.get('config').admin
  const password = given ?? crypto.randomBytes(12).toString('base64url')
  try {
    await app.service('users').create({ name, email, password, role: 'admin', status: 'active' })
  } catch (error) {
    // Another process sharing the database created it first.
    if (error instanceof Conflict) return
    throw error
  }
  app.get('logger').info({ email }, 'created the first administrator')
  if (!given)
    print(
      `\nFirst administrator: ${email}\nPassword: ${password}\n` +
        'It is shown only this once: sign in and change it (Profile > Change password).\n\n'
    )
}
