import { SERVICE_METHODS, type ServiceMethod } from '../permissions/can'
import { READER_ROLE } from '../permissions/roles'

/** The service of API tokens (`/api/apiTokens`), for administrators. */
export const API_TOKENS_PATH = 'apiTokens'

/** What every token's secret starts with, so that it is told from an access token (a JWT) at a glance. */
export const API_TOKEN_PREFIX = 'ta_'

/** The authentication strategy of requests that bring a token (`Authorization: Bearer ta_…`). */
export const API_TOKEN_STRATEGY = 'apiToken'

/** Roles a token may have: it is permission-checked as a person of that role. */
export const API_TOKEN_ROLES = ['editor', READER_ROLE] as const
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number]

/** Methods a token may be limited to. */
export const API_TOKEN_METHODS = SERVICE_METHODS

/** Longest name of a token, in characters. */
export const API_TOKEN_NAME_MAX = 80

/** Longest life of a token, in days; a token always expires. */
export const API_TOKEN_MAX_DAYS = 730

/** What starts the account id a token writes as, in the journal and the security log (`token:<id>`). */
export const API_TOKEN_ACCOUNT_PREFIX = 'token:'

/** The account id a token writes as. */
export const apiTokenAccount = (id: string) => `${API_TOKEN_ACCOUNT_PREFIX}${id}`

/** The token's id in an account id it wrote as, or undefined for a person. */
export const apiTokenOfAccount = (account: unknown): string | undefined =>
  typeof account === 'string' && account.startsWith(API_TOKEN_ACCOUNT_PREFIX)
    ? account.slice(API_TOKEN_ACCOUNT_PREFIX.length)
    : undefined

/** A token as `/api/apiTokens` lists it: never its secret, which is kept only as a hash. */
export interface ApiToken {
  _id: string
  name: string
  role: ApiTokenRole
  /** The collections it may use; null: every collection its role may. */
  collections: string[] | null
  /** The methods it may call; null: every method its role may. */
  methods: ServiceMethod[] | null
  /** When it stops working (ISO time). */
  expires: string
  created: string
  /** The administrator who made it. */
  createdBy: string | null
  /** Its last use, noted at most once a minute; null when never used. */
  lastUsed: string | null
  /** When it was revoked; null while it works. */
  revoked: string | null
  /** The first characters of its secret, to recognise it (`ta_AbCd…`). */
  hint: string
}

/** What creating a token answers: the token and, this once only, its secret. */
export interface CreatedApiToken extends ApiToken {
  secret: string
}

/** What an administrator gives to create a token. */
export interface ApiTokenInput {
  name: string
  role: ApiTokenRole
  collections?: string[] | null
  methods?: ServiceMethod[] | null
  /** When it expires (ISO time), within `API_TOKEN_MAX_DAYS`. */
  expires: string
}

/** Whether a value is one of the service methods. */
export const isServiceMethod = (value: unknown): value is ServiceMethod =>
  typeof value === 'string' && (SERVICE_METHODS as readonly string[]).includes(value)
