import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { FACEBOOK_GRAPH_VERSION } from '@tutor-admin/shared'

/** A person with an account at the stand-in provider. */
export interface StandInPerson {
  email?: string
  name?: string
}

interface IssuedToken {
  appId: string
  userId: string
  expiresAt: number
}

/** What the console's pages did with the stand-in SDK, in order. */
export type SdkCall = 'init' | 'login' | 'status' | 'logout' | 'revoke'

/**
 * A stand-in for Facebook on 127.0.0.1, for tests: the Graph API calls the server makes
 * (`debug_token` with the app's token, `/me` with `appsecret_proof`, `DELETE /me/permissions`),
 * and a stand-in of the JavaScript SDK (`/sdk.js`, `window.FB`) that drives it from a page as the
 * real one does: `FB.login` asks the stand-in for a token of the person signed in at the provider,
 * `FB.logout` signs them out there, the permission delete takes the app's permission back and
 * ends its tokens.
 */
export interface FacebookStandIn {
  /** Its address: the provider's `apiUrl`, and the origin of its SDK. */
  origin: string
  script: string
  appId: string
  appSecret: string
  /** A token as the provider gives one; of another app, or expired (`expiresIn` ≤ 0), when asked. */
  issueToken(person: StandInPerson, options?: { appId?: string; expiresIn?: number }): string
  /** The person the SDK's sign-in gives a token of (as if signed in at the provider's page). */
  signInAs(person: StandInPerson): void
  /** Every SDK call the pages made, with the app id it was made for. */
  sdkCalls: Array<{ call: SdkCall; appId?: string }>
  /** Graph API calls the server made, by path. */
  graphCalls: string[]
  /** Answers every Graph API call with a 500 while true. */
  failing: boolean
  stop(): Promise<void>
}

const SECONDS = 1000

/** The stand-in SDK: `window.FB` as much of it as the console uses, talking to the stand-in. */
const sdkScript = (origin: string) => `(() => {
  const origin = ${JSON.stringify(origin)}
  let appId = ''
  let token = null
  const send = (path, body) =>
    fetch(origin + path, { method: 'POST', body: JSON.stringify({ appId, ...body }) }).then((r) => r.json())
  const answer = (status) => ({ status, authResponse: status === 'connected' ? { accessToken: token } : null })
  window.FB = {
    init(options) { appId = options.appId; void send('/sdk/init', { version: options.version }) },
    login(callback, options) {
      send('/sdk/login', { scope: options && options.scope }).then((a) => {
        token = a.accessToken || null
        callback(answer(token ? 'connected' : 'unknown'))
      })
    },
    getLoginStatus(callback) {
      send('/sdk/status', {}).then((a) => {
        token = a.accessToken || null
        callback(answer(a.status))
      })
    },
    logout(callback) { send('/sdk/logout', {}).then(() => { token = null; callback({ status: 'unknown' }) }) },
    api(path, method, callback) {
      const url = origin + '/${FACEBOOK_GRAPH_VERSION}' + path + '?access_token=' + encodeURIComponent(token || '')
      fetch(url, { method: method.toUpperCase() }).then((r) => r.json()).then(callback)
    }
  }
})()
`

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const graphError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } })

const readBody = async (request: http.IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return {}
  }
}

export const startFacebookStandIn = async (): Promise<FacebookStandIn> => {
  const appId = String(100_000 + crypto.randomInt(900_000))
  const appSecret = crypto.randomBytes(16).toString('hex')
  const people = new Map<string, StandInPerson & { id: string }>()
  const tokens = new Map<string, IssuedToken>()
  /** Apps each person gave their permission to. */
  const granted = new Map<string, Set<string>>()
  let signedIn: (StandInPerson & { id: string }) | undefined

  const personOf = (person: StandInPerson) => {
    const key = person.email ?? person.name ?? crypto.randomUUID()
    const known = people.get(key) ?? { ...person, id: String(crypto.randomInt(1e9, 1e10)) }
    people.set(key, { ...known, ...person })
    return people.get(key)!
  }
  const issue = (userId: string, app: string, expiresIn = 3600) => {
    const token = `EAA${crypto.randomBytes(24).toString('base64url')}`
    tokens.set(token, { appId: app, userId, expiresAt: Date.now() + expiresIn * SECONDS })
    return token
  }
  const live = (token: string | null) => {
    const issued = token ? tokens.get(token) : undefined
    return issued && issued.expiresAt > Date.now() ? issued : undefined
  }
  const byId = (id: string) => [...people.values()].find((person) => person.id === id)

  const graph = (url: URL, method: string, response: http.ServerResponse) => {
    const path = url.pathname.slice(`/${FACEBOOK_GRAPH_VERSION}`.length)
    const query = url.searchParams
    if (path === '/debug_token' && method === 'GET') {
      if (query.get('access_token') !== `${appId}|${appSecret}`)
        return json(response, 400, graphError('Invalid OAuth access token signature.'))
      const issued = tokens.get(query.get('input_token') ?? '')
      if (!issued)
        return json(response, 200, {
          data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] }
        })
      return json(response, 200, {
        data: {
          app_id: issued.appId,
          type: 'USER',
          application: 'Stand-in',
          expires_at: Math.floor(issued.expiresAt / SECONDS),
          is_valid: issued.expiresAt > Date.now(),
          scopes: ['email', 'public_profile'],
          user_id: issued.userId
        }
      })
    }
    const issued = live(query.get('access_token'))
    if (!issued) return json(response, 400, graphError('Error validating access token.'))
    if (path === '/me' && method === 'GET') {
      const proof = crypto.createHmac('sha256', appSecret).update(query.get('access_token')!).digest('hex')
      if (issued.appId !== appId || query.get('appsecret_proof') !== proof)
        return json(response, 400, graphError('Invalid appsecret_proof provided in the API argument'))
      const person = byId(issued.userId)!
      return json(response, 200, {
        id: person.id,
        ...(person.name ? { name: person.name } : {}),
        ...(person.email ? { email: person.email } : {})
      })
    }
    if (path === '/me/permissions' && method === 'DELETE') {
      standIn.sdkCalls.push({ call: 'revoke', appId: issued.appId })
      granted.get(issued.userId)?.delete(issued.appId)
      for (const [token, other] of tokens)
        if (other.userId === issued.userId && other.appId === issued.appId) tokens.delete(token)
      return json(response, 200, { success: true })
    }
    return json(response, 404, graphError('Unknown path'))
  }

  const sdk = async (path: string, request: http.IncomingMessage, response: http.ServerResponse) => {
    const body = await readBody(request)
    const app = String(body.appId ?? '')
    const call = path.slice('/sdk/'.length) as SdkCall
    standIn.sdkCalls.push({ call, appId: app })
    if (call === 'login') {
      if (!signedIn) return json(response, 200, {})
      const apps = granted.get(signedIn.id) ?? new Set<string>()
      granted.set(signedIn.id, apps.add(app))
      return json(response, 200, { accessToken: issue(signedIn.id, app) })
    }
    if (call === 'status') {
      const connected = signedIn && granted.get(signedIn.id)?.has(app)
      return json(
        response,
        200,
        connected ? { status: 'connected', accessToken: issue(signedIn!.id, app) } : { status: 'unknown' }
      )
    }
    if (call === 'logout') signedIn = undefined
    return json(response, 200, {})
  }

  const server = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-methods': 'GET, POST, DELETE' })
      return void response.end()
    }
    const url = new URL(request.url ?? '/', standIn.origin)
    if (url.pathname === '/sdk.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      return void response.end(sdkScript(standIn.origin))
    }
    if (url.pathname.startsWith('/sdk/') && request.method === 'POST')
      return void sdk(url.pathname, request, response)
    if (url.pathname.startsWith(`/${FACEBOOK_GRAPH_VERSION}/`)) {
      standIn.graphCalls.push(url.pathname)
      if (standIn.failing) return json(response, 500, graphError('An unknown error has occurred.'))
      return graph(url, request.method ?? 'GET', response)
    }
    json(response, 404, graphError('Unknown path'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const standIn: FacebookStandIn = {
    origin,
    script: `${origin}/sdk.js`,
    appId,
    appSecret,
    issueToken: (person, options = {}) =>
      issue(personOf(person).id, options.appId ?? appId, options.expiresIn ?? 3600),
    signInAs(person) {
      signedIn = personOf(person)
    },
    sdkCalls: [],
    graphCalls: [],
    failing: false,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  return standIn
}
