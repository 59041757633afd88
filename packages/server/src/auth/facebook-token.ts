import crypto from 'node:crypto'
import { BadGateway, NotAuthenticated, Unavailable } from '@feathersjs/errors'
import { errorData, FACEBOOK_GRAPH_VERSION, type ErrorCode } from '@tutor-admin/shared'
import type { ConfiguredProvider } from './social-providers'

/** The person a provider vouches for: their id there, their email and their name. */
export interface SocialPerson {
  id: string
  email: string | undefined
  name: string | undefined
}

/** How long the server waits for the provider's API. */
const TIMEOUT_MS = 10_000

const refused = (code: ErrorCode, why: string) =>
  new NotAuthenticated(`Social sign-in failed: ${why}`, errorData(code))

const unavailable = (why: string) =>
  new Unavailable(`The sign-in provider cannot be reached: ${why}`, errorData('socialUnavailable'))

const unreadable = (why: string) =>
  new BadGateway(`The sign-in provider answered something unreadable: ${why}`, errorData('socialUnavailable'))

interface GraphError {
  error?: { message?: string; code?: number }
}

/**
 * Calls the Graph API. Addresses carry tokens, so no error here names its address. A provider that
 * cannot be reached is 503, an answer that is not JSON or a fault of the provider is 502; the
 * provider's refusal (4xx) is handed back for the caller to judge.
 */
const graph = async <T>(provider: ConfiguredProvider, path: string, query: Record<string, string>) => {
  const url = new URL(`${provider.apiUrl}/${FACEBOOK_GRAPH_VERSION}/${path}`)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS)
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    throw unavailable(
      (error as Error).name === 'TimeoutError' ? 'no answer in time' : (cause ?? 'no connection')
    )
  }
  if (response.status >= 500) throw unreadable(`status ${response.status}`)
  let body: T & GraphError
  try {
    body = (await response.json()) as T & GraphError
  } catch {
    throw unreadable(`status ${response.status} without JSON`)
  }
  if (!body || typeof body !== 'object') throw unreadable('not an object')
  return { ok: response.ok, body }
}

interface DebugToken {
  data?: {
    app_id?: string
    type?: string
    is_valid?: boolean
    expires_at?: number
    user_id?: string
    error?: { message?: string }
  }
}

/**
 * Checks a user access token of Facebook with the Graph API, as Facebook asks of a server that
 * takes one (R-AUTH-16): `debug_token` with the app's own token says whether it is valid, for
 * this app, not expired, and whose it is; then `/me` (with `appsecret_proof`) gives the person's
 * id, name and email. Refusals are 401 with their code, the provider's faults 502 or 503.
 */
export const verifyFacebookToken = async (
  provider: ConfiguredProvider,
  accessToken: string,
  now = Date.now()
): Promise<SocialPerson> => {
  const debug = await graph<DebugToken>(provider, 'debug_token', {
    input_token: accessToken,
    access_token: `${provider.clientId}|${provider.secret}`
  })
  // A refusal of debug_token itself is of the app's own token: the app id or secret is wrong.
  if (!debug.ok)
    throw unreadable(`debug_token refused the app's credentials (${debug.body.error?.message ?? ''})`)
  const data = debug.body.data
  if (!data) throw unreadable('debug_token gave no data')
  if (data.app_id !== undefined && String(data.app_id) !== provider.clientId)
    throw refused('socialWrongApp', 'the token was given to another application')
  const expiresAt = typeof data.expires_at === 'number' ? data.expires_at * 1000 : 0
  if (expiresAt > 0 && expiresAt <= now) throw refused('socialExpired', 'the token has expired')
  if (data.is_valid !== true) throw refused('socialFailed', data.error?.message ?? 'the token is not valid')
  if (data.type !== undefined && data.type !== 'USER') throw refused('socialFailed', 'not a user token')
  if (data.app_id === undefined || !data.user_id) throw refused('socialFailed', 'the token names no person')

  const me = await graph<{ id?: string; name?: string; email?: string }>(provider, 'me', {
    fields: 'id,name,email',
    access_token: accessToken,
    appsecret_proof: crypto.createHmac('sha256', provider.secret).update(accessToken).digest('hex')
  })
  if (!me.ok) throw refused('socialFailed', me.body.error?.message ?? 'the profile could not be read')
  if (String(me.body.id) !== String(data.user_id))
    throw refused('socialFailed', 'the profile is of another person than the token')
  return {
    id: String(me.body.id),
    // Facebook gives only an email the person confirmed, and none when they do not share it.
    email: typeof me.body.email === 'string' && me.body.email.includes('@') ? me.body.email : undefined,
    name: typeof me.body.name === 'string' ? me.body.name : undefined
  }
}
