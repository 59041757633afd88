import crypto from 'node:crypto'
import { NotAuthenticated, NotFound } from '@feathersjs/errors'
import {
  API_TOKEN_PREFIX,
  apiTokenAccount,
  errorData,
  type ApiToken,
  type CreatedApiToken,
  type Paginated
} from '@tutor-admin/shared'
import { boundedCache } from '../../cache/bounded-cache'
import type { ApiTokenCaller, ApiTokenChecks } from '../../auth/api-token-strategy'
import type { ApiTokenRow, KnexApiTokenStore } from '../../auth/api-token-store'
import type { SecurityEventInput } from '../../auth/security-log'
import type { ClientParams } from '../../auth/sign-in-services'
import type { TokenRateLimit } from '../../auth/token-rate-limit'
import type { Catalogue } from '../../catalogue/catalogue'
import { newId } from '../../db/ids'
import { readTokenInput } from './api-tokens.schema'

export interface ApiTokensParams extends ClientParams {
  user?: { _id?: string }
}

export interface ApiTokensOptions {
  catalogue: Catalogue
  limit: TokenRateLimit
  record: (event: SecurityEventInput, params?: ClientParams) => Promise<void>
}

/**
 * How long this process trusts its memory of a token. A revocation reaches every process at once
 * through the `revoked` event (shared by Redis); this bounds how long a process cut off from Redis
 * may miss one.
 */
const KNOWN_FOR_MS = 5_000
/** A token's last use is written, and logged, at most this often per token and process. */
const USE_NOTED_EVERY_MS = 60_000

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url')

const refused = (reason: 'unknown' | 'revoked' | 'expired') =>
  new NotAuthenticated(
    reason === 'unknown' ? 'Unknown API token' : `This API token is ${reason}`,
    errorData('apiTokenRefused', { reason })
  )

const listed = ({ hash: _hash, ...token }: ApiTokenRow): ApiToken => token

/**
 * `/api/apiTokens`: tokens that let machines use the API as a person of a role would (editor or
 * reader). Administrators list them (with their last use), create one (its secret answered this
 * once, kept as a hash) and revoke one (`DELETE`), at once on every process. Each request with a
 * token goes through `_authenticate`: found by hash (from memory for a few seconds), refused when
 * revoked or expired, counted against the token's rate limit.
 */
export class ApiTokensService implements ApiTokenChecks {
  declare emit: (event: string, data: unknown) => boolean

  private readonly known = boundedCache<string, ApiTokenRow>(10_000, { ttl: KNOWN_FOR_MS })
  private readonly revokedIds = boundedCache<string, true>(50_000)
  private readonly noted = boundedCache<string, number>(10_000)

  constructor(
    private readonly store: KnexApiTokenStore,
    private readonly options: ApiTokensOptions
  ) {}

  async find(): Promise<Paginated<ApiToken>> {
    const data = await this.store.list()
    return { total: data.length, limit: data.length, skip: 0, data }
  }

  async get(id: string): Promise<ApiToken> {
    const row = await this.store.get(String(id))
    if (!row) throw new NotFound(`No API token ${id}`)
    return listed(row)
  }

  async create(data: unknown, params?: ApiTokensParams): Promise<CreatedApiToken> {
    const input = readTokenInput(this.options.catalogue, data)
    const secret = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
    const row: ApiTokenRow = {
      _id: newId(),
      name: input.name,
      role: input.role,
      collections: input.collections ?? null,
      methods: input.methods ?? null,
      expires: input.expires,
      created: new Date().toISOString(),
      createdBy: params?.user?._id ?? null,
      lastUsed: null,
      revoked: null,
      hint: secret.slice(0, API_TOKEN_PREFIX.length + 4),
      hash: hashOf(secret)
    }
    await this.store.create(row)
    await this.options.record(
      { kind: 'tokenCreated', account: apiTokenAccount(row._id), reason: row.name },
      params
    )
    return { ...listed(row), secret }
  }

  /** Revokes a token, here and on every process at once; revoking it again answers it as it is. */
  async remove(id: string | null, params?: ApiTokensParams): Promise<ApiToken> {
    const row = id === null ? undefined : await this.store.get(String(id))
    if (!row) throw new NotFound(`No API token ${id}`)
    if (row.revoked) return listed(row)
    const at = new Date().toISOString()
    if (await this.store.revoke(row._id, at)) {
      this._forget([{ _id: row._id }])
      this.emit('revoked', [{ _id: row._id }])
      await this.options.record(
        { kind: 'tokenRevoked', account: apiTokenAccount(row._id), reason: row.name },
        params
      )
    }
    return listed((await this.store.get(row._id)) ?? { ...row, revoked: at })
  }

  async _authenticate(secret: string, params?: ClientParams): Promise<ApiTokenCaller> {
    const hash = hashOf(secret)
    const row = this.known.get(hash) ?? (await this.read(hash))
    const account = apiTokenAccount(row._id)
    if (row.revoked || this.revokedIds.has(row._id)) {
      await this.noteOnce(`refused:${row._id}`, { kind: 'tokenRefused', account, reason: 'revoked' }, params)
      throw refused('revoked')
    }
    if (Date.parse(row.expires) <= Date.now()) {
      await this.noteOnce(`refused:${row._id}`, { kind: 'tokenRefused', account, reason: 'expired' }, params)
      throw refused('expired')
    }
    try {
      await this.options.limit.consume(row._id)
    } catch (error) {
      await this.noteOnce(
        `limited:${row._id}`,
        { kind: 'tokenRateLimited', account, reason: row.name },
        params
      )
      throw error
    }
    const now = Date.now()
    if (now - (this.noted.get(`used:${row._id}`) ?? 0) >= USE_NOTED_EVERY_MS) {
      this.noted.set(`used:${row._id}`, now)
      await this.store.touch(row._id, new Date(now).toISOString())
      await this.options.record({ kind: 'tokenUsed', account, reason: row.name }, params)
    }
    return {
      _id: account,
      name: row.name,
      role: row.role,
      status: 'active',
      apiToken: { _id: row._id, name: row.name, collections: row.collections, methods: row.methods }
    }
  }

  /** Remembers tokens revoked, here or on another process. */
  _forget(tokens: Array<{ _id: string }>) {
    for (const token of tokens) this.revokedIds.set(token._id, true)
  }

  private async read(hash: string): Promise<ApiTokenRow> {
    const row = await this.store.byHash(hash)
    if (!row) throw refused('unknown')
    // A revocation heard while reading wins over what was read.
    if (!row.revoked && !this.revokedIds.has(row._id)) this.known.set(hash, row)
    return row
  }

  /** Logs an event of a token at most once a minute per kind, so that a machine in a loop does not fill the log. */
  private async noteOnce(key: string, event: SecurityEventInput, params?: ClientParams) {
    const now = Date.now()
    if (now - (this.noted.get(key) ?? 0) < USE_NOTED_EVERY_MS) return
    this.noted.set(key, now)
    await this.options.record(event, params)
  }
}
