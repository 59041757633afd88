import crypto from 'node:crypto'
import { Forbidden, NotAuthenticated } from '@feathersjs/errors'
import { errorData, isFrozen } from '@tutor-admin/shared'
import type { Application } from '../declarations'
import { accountsOf } from './sign-in-services'
import type { OidcSettings } from './oidc-config'

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1)

/**
 * The staff account of a verified email from the provider (R-AUTH-16): matched by email without
 * case, or made with `OIDC_NEW_ACCOUNT_ROLE` at a first sign-in. Refuses a domain not allowed, an
 * unknown email when no account is made, and a frozen account. The email is already lower-case.
 */
export const accountForEmail = async (
  app: Application,
  settings: OidcSettings,
  email: string,
  name: string | undefined
): Promise<Record<string, unknown>> => {
  if (settings.allowedDomains.length && !settings.allowedDomains.includes(domainOf(email)))
    throw new Forbidden(`Sign-in from ${domainOf(email)} is not allowed`, errorData('ssoDomainNotAllowed'))
  const users = accountsOf(app)
  let user = (await users.findCredentials(email))?.user
  if (!user) {
    if (!settings.newAccountRole)
      throw new NotAuthenticated('No account has this email', errorData('ssoUnknownAccount'))
    // A password nobody knows: the account signs in through the provider until one is set.
    const password = `${crypto.randomBytes(24).toString('base64url')}Aa1!`
    user = (await users.create({
      name: name?.trim() || email,
      email,
      password,
      role: settings.newAccountRole,
      status: 'active'
    })) as Record<string, unknown>
  }
  if (isFrozen(user)) throw new Forbidden('This account is frozen', errorData('accountFrozen'))
  return user
}
