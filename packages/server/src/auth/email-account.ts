import crypto from 'node:crypto'
import { Forbidden, NotAuthenticated } from '@feathersjs/errors'
import { errorData, isFrozen } from '@tutor-admin/shared'
import type { Application } from '../declarations'
import type { AccountRules } from './account-rules'
import { accountsOf } from './sign-in-services'

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1)

/**
 * The staff account of an email a provider verified, by single sign-on or social sign-in
 * (R-AUTH-16): matched by email without case, or made with the new-account role at a first
 * sign-in. Refuses a domain not allowed, an unknown email when no account is made, and a frozen
 * account. The email is already lower-case.
 */
export const accountForEmail = async (
  app: Application,
  rules: AccountRules,
  email: string,
  name: string | undefined
): Promise<Record<string, unknown>> => {
  if (rules.allowedDomains.length && !rules.allowedDomains.includes(domainOf(email)))
    throw new Forbidden(`Sign-in from ${domainOf(email)} is not allowed`, errorData('ssoDomainNotAllowed'))
  const users = accountsOf(app)
  let user = (await users.findCredentials(email))?.user
  if (!user) {
    if (!rules.newAccountRole)
      throw new NotAuthenticated('No account has this email', errorData('ssoUnknownAccount'))
    // A password nobody knows: the account signs in through the provider until one is set.
    const password = `${crypto.randomBytes(24).toString('base64url')}Aa1!`
    user = (await users.create({
      name: name?.trim() || email,
      email,
      password,
      role: rules.newAccountRole,
      status: 'active'
    })) as Record<string, unknown>
  }
  if (isFrozen(user)) throw new Forbidden('This account is frozen', errorData('accountFrozen'))
  return user
}
