import type { IncomingMessage } from 'node:http'
import {
  AuthenticationBaseStrategy,
  type AuthenticationParams,
  type AuthenticationRequest,
  type AuthenticationService
} from '@feathersjs/authentication'
import { Forbidden, NotAuthenticated } from '@feathersjs/errors'
import {
  API_TOKEN_PREFIX,
  API_TOKEN_STRATEGY,
  API_TOKENS_PATH,
  errorData,
  type ApiToken,
  type ServiceMethod
} from '@tutor-admin/shared'
import type { Context } from 'koa'
import type { Application } from '../declarations'
import type { ClientParams } from './sign-in-services'

/** What a request with an API token runs as: a caller of the token's role, named after it. */
export interface ApiTokenCaller {
  /** `token:<id>`: what the journal and the security log name it by. */
  _id: string
  name: string
  role: ApiToken['role']
  status: 'active'
  apiToken: Pick<ApiToken, '_id' | 'name' | 'collections' | 'methods'>
}

/** What the API tokens service answers sign-in: the caller of a secret, checked and counted. */
export interface ApiTokenChecks {
  _authenticate(secret: string, params?: ClientParams): Promise<ApiTokenCaller>
}

export const apiTokensOf = (app: Application) => app.service(API_TOKENS_PATH) as unknown as ApiTokenChecks

/** The token of an `Authorization: Bearer ta_…` header, told from an access token by its prefix. */
export const bearerApiToken = (header: string | undefined): string | undefined => {
  const value = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1]
  return value?.startsWith(API_TOKEN_PREFIX) ? value : undefined
}

/**
 * Requests of machines with an API token (`Authorization: Bearer ta_…`): the token is looked up
 * by its secret's hash, refused when unknown, revoked or expired (401 `apiTokenRefused`), counted
 * against its rate limit (429), and the request runs as a caller of its role. Not among the
 * strategies of `POST /api/authentication`: a token never signs in to the console.
 */
export class ApiTokenStrategy extends AuthenticationBaseStrategy {
  async parse(req: IncomingMessage): Promise<AuthenticationRequest | null> {
    const token = bearerApiToken(req.headers.authorization)
    return token ? { strategy: this.name!, token } : null
  }

  async authenticate(authentication: AuthenticationRequest, params: AuthenticationParams) {
    const { token } = authentication
    if (typeof token !== 'string' || !token.startsWith(API_TOKEN_PREFIX))
      throw new NotAuthenticated('Not an API token', errorData('apiTokenRefused', { reason: 'unknown' }))
    const user = await apiTokensOf(this.app as Application)._authenticate(token, params as ClientParams)
    return { authentication: { strategy: this.name! }, user }
  }
}

/** Services a token may call besides the catalogue's collections: the catalogue, its API description and the journal. */
const TOKEN_SERVICES = new Set(['schemas', 'openapi.json', 'changes'])
/** Collections of the catalogue that are accounts: never a token's. */
const ACCOUNT_COLLECTIONS = new Set(['users'])

const notAllowed = (message: string) => new Forbidden(message, errorData('tokenNotAllowed'))

/**
 * Refuses (403 `tokenNotAllowed`) what a token may not do whatever its role: any service but the
 * catalogue's collections, the catalogue and the journal (accounts, sessions, tokens, a person's
 * settings), a collection outside its list, a method outside its list. A person's call passes.
 */
export const assertTokenScope = (app: Application, user: unknown, path: string, method: string) => {
  const token = (user as Partial<ApiTokenCaller> | undefined)?.apiToken
  if (!token) return
  const isCollection = app.get('catalogue').byName.has(path) && !ACCOUNT_COLLECTIONS.has(path)
  if (!isCollection && !TOKEN_SERVICES.has(path)) throw notAllowed(`An API token may not use ${path}`)
  if (token.methods && !token.methods.includes(method as ServiceMethod))
    throw notAllowed(`This API token may not ${method}`)
  if (token.collections && (isCollection ? !token.collections.includes(path) : path === 'changes'))
    throw notAllowed(`This API token may not use ${path}`)
}

/**
 * The caller of a request to a route outside the services (uploads, import, export): its bearer
 * access token or API token (401 without a valid one), the token's scope checked for `path` and
 * `method` (403).
 */
export const bearerCaller = async (
  app: Application,
  ctx: Context,
  path: string,
  method: ServiceMethod
): Promise<{ _id: string; [key: string]: unknown }> => {
  const header = ctx.get('Authorization')
  const auth = app.service('authentication') as unknown as AuthenticationService
  const params = { provider: 'rest', ip: ctx.ip, userAgent: ctx.get('User-Agent') }
  const apiToken = bearerApiToken(header)
  let user: { _id: string; [key: string]: unknown }
  if (apiToken) {
    ;({ user } = await auth.authenticate(
      { strategy: API_TOKEN_STRATEGY, token: apiToken },
      params,
      API_TOKEN_STRATEGY
    ))
  } else {
    const accessToken = /^Bearer\s+(.+)$/i.exec(header)?.[1]
    if (!accessToken) throw new NotAuthenticated('Sign in first')
    ;({ user } = await auth.authenticate({ strategy: 'jwt', accessToken }, params, 'jwt'))
  }
  assertTokenScope(app, user, path, method)
  return user
}
