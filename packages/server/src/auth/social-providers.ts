import { SOCIAL_SDKS, type SocialProvider, type SocialSdk } from '@tutor-admin/shared'
import { readAllowedDomains, readNewAccountRole, type AccountRules } from './account-rules'

/**
 * A provider as configured: what the sign-in page is told, the origins its SDK talks to, and
 * what the server needs to check a token with the provider and match its account.
 */
export interface ConfiguredProvider extends SocialProvider, AccountRules {
  /** Origins the SDK opens frames on and calls, besides its script's own (Content-Security-Policy). */
  origins: string[]
  /** Base address of the provider's API the server checks tokens with (Facebook's Graph API). */
  apiUrl: string
  /** The application's secret at the provider, read from the environment variable `secretEnv`. */
  secret: string
}

type Defaults = Omit<ConfiguredProvider, 'clientId' | 'secret' | keyof AccountRules>

/** What each SDK is unless configured otherwise. */
const DEFAULTS: Record<SocialSdk, Defaults> = {
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    sdk: 'facebook',
    script: 'https://connect.facebook.net/en_US/sdk.js',
    scope: 'public_profile,email',
    origins: ['https://www.facebook.com', 'https://web.facebook.com', 'https://graph.facebook.com'],
    apiUrl: 'https://graph.facebook.com'
  }
}

/** The environment variable of a provider's secret unless `secretEnv` names another: `SOCIAL_SECRET_FACEBOOK`. */
const secretVariable = (id: string) => `SOCIAL_SECRET_${id.toUpperCase().replace(/-/g, '_')}`

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/

const ID = /^[a-z][a-z0-9-]{0,31}$/

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback

const httpAddress = (value: string, what: string) => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`SOCIAL_SIGN_IN: ${what} must be an http(s) address, not ${value}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SOCIAL_SIGN_IN: ${what} must be an http(s) address, not ${value}`)
  return url
}

const readProvider = (
  entry: unknown,
  index: number,
  env: Record<string, string | undefined>
): ConfiguredProvider => {
  const where = `provider ${index + 1}`
  if (!entry || typeof entry !== 'object') throw new Error(`SOCIAL_SIGN_IN: ${where} must be an object`)
  const given = entry as Record<string, unknown>
  const sdk = given.sdk as SocialSdk
  if (!SOCIAL_SDKS.includes(sdk))
    throw new Error(
      `SOCIAL_SIGN_IN: ${where} needs sdk ${SOCIAL_SDKS.join(' or ')}, not ${String(given.sdk)}`
    )
  const defaults = DEFAULTS[sdk]
  const clientId = text(given.clientId, '')
  if (!clientId) throw new Error(`SOCIAL_SIGN_IN: ${where} needs its clientId`)
  const id = text(given.id, defaults.id)
  if (!ID.test(id)) throw new Error(`SOCIAL_SIGN_IN: ${where} has an id that is not a short lower-case name`)
  const script = httpAddress(text(given.script, defaults.script), `${where} script`).href
  const origins = Array.isArray(given.origins)
    ? given.origins.map((origin) => httpAddress(String(origin), `${where} origin`).origin)
    : defaults.origins
  const apiUrl = httpAddress(text(given.apiUrl, defaults.apiUrl), `${where} apiUrl`).href.replace(/\/+$/, '')
  const variable = text(given.secretEnv, secretVariable(id))
  if (!VARIABLE.test(variable))
    throw new Error(`SOCIAL_SIGN_IN: ${where} has a secretEnv that is no environment variable's name`)
  const secret = env[variable]?.trim()
  if (!secret) throw new Error(`SOCIAL_SIGN_IN: provider ${id} needs its app secret in ${variable}`)
  return {
    id,
    name: text(given.name, defaults.name),
    sdk,
    script,
    clientId,
    scope: text(given.scope, defaults.scope),
    origins,
    apiUrl,
    secret,
    allowedDomains: readAllowedDomains(given.allowedDomains),
    newAccountRole: readNewAccountRole(given.newAccountRole, `SOCIAL_SIGN_IN: ${where} newAccountRole`)
  }
}

/**
 * The social sign-in providers of `SOCIAL_SIGN_IN`, a JSON list such as
 * `[{"sdk":"facebook","clientId":"1234"}]` (id, name, script, scope, origins and apiUrl have
 * defaults per SDK; allowedDomains and newAccountRole are the rules of single sign-on), each with
 * its app secret in the environment (`SOCIAL_SECRET_<ID>`, or the variable `secretEnv` names).
 * None when unset: the sign-in page then loads no third-party script (R-AUTH-16).
 */
export const readSocialProviders = (env: Record<string, string | undefined>): ConfiguredProvider[] => {
  const value = env.SOCIAL_SIGN_IN
  if (!value?.trim()) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw new Error('SOCIAL_SIGN_IN must be a JSON list of providers')
  }
  if (!Array.isArray(parsed)) throw new Error('SOCIAL_SIGN_IN must be a JSON list of providers')
  const providers = parsed.map((entry, index) => readProvider(entry, index, env))
  const ids = providers.map((provider) => provider.id)
  if (new Set(ids).size < ids.length) throw new Error('SOCIAL_SIGN_IN: two providers have the same id')
  return providers
}

/** What the sign-in page is told of a provider: what its SDK needs, never the secret or the rules. */
export const publishedProvider = ({
  id,
  name,
  sdk,
  script,
  clientId,
  scope
}: ConfiguredProvider): SocialProvider => ({
  id,
  name,
  sdk,
  script,
  clientId,
  scope
})

/**
 * Content-Security-Policy directives that let the sign-in page load the providers' SDKs: their
 * scripts, and the frames and calls they make. Only `'self'` when no provider is configured.
 */
export const socialPolicy = (providers: ConfiguredProvider[]) => {
  const scripts = [...new Set(providers.map((provider) => new URL(provider.script).origin))]
  const others = [...new Set([...scripts, ...providers.flatMap((provider) => provider.origins)])]
  return {
    'script-src': ["'self'", ...scripts],
    ...(others.length ? { 'frame-src': ["'self'", ...others], 'connect-src': ["'self'", ...others] } : {})
  }
}
