import type { ApiToken, ApiTokenRole, ServiceMethod } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { API_TOKEN_COLUMNS, API_TOKENS_TABLE } from '../db/schema/security-tables'

/** A token as kept: what `/api/apiTokens` lists, and its secret's hash. */
export interface ApiTokenRow extends ApiToken {
  hash: string
}

type StoredRow = Omit<ApiTokenRow, 'collections' | 'methods'> & {
  collections: string | null
  methods: string | null
}

/** A token as it is answered: every column but its secret's hash. */
const COLUMNS = ['_id', ...API_TOKEN_COLUMNS.filter((column) => column !== 'hash')]

const listOf = <T>(text: string | null): T[] | null => (text ? (JSON.parse(text) as T[]) : null)

const fromStored = (row: StoredRow): ApiTokenRow => ({
  ...row,
  role: row.role as ApiTokenRole,
  collections: listOf<string>(row.collections),
  methods: listOf<ServiceMethod>(row.methods)
})

/** API tokens in the database, shared by every server process. */
export class KnexApiTokenStore {
  constructor(private readonly knex: Knex) {}

  private table() {
    return this.knex<StoredRow>(API_TOKENS_TABLE)
  }

  async create(row: ApiTokenRow): Promise<void> {
    await this.table().insert({
      ...row,
      collections: row.collections ? JSON.stringify(row.collections) : null,
      methods: row.methods ? JSON.stringify(row.methods) : null
    })
  }

  /** Every token, newest first, without its hash. */
  async list(): Promise<ApiToken[]> {
    const rows = (await this.table()
      .select(COLUMNS)
      .orderBy([
        { column: 'created', order: 'desc' },
        { column: '_id', order: 'desc' }
      ])) as unknown as StoredRow[]
    return rows.map((row) => {
      const { hash: _hash, ...token } = fromStored({ ...row, hash: '' })
      return token
    })
  }

  async get(id: string): Promise<ApiTokenRow | undefined> {
    const row = (await this.table()
      .select([...COLUMNS, 'hash'])
      .where('_id', id)
      .first()) as StoredRow | undefined
    return row && fromStored(row)
  }

  async byHash(hash: string): Promise<ApiTokenRow | undefined> {
    const row = (await this.table()
      .select([...COLUMNS, 'hash'])
      .where('hash', hash)
      .first()) as StoredRow | undefined
    return row && fromStored(row)
  }

  /** Notes a token's use. */
  async touch(id: string, at: string): Promise<void> {
    await this.table().where('_id', id).update({ lastUsed: at })
  }

  /** Revokes a token that works; false when it was revoked already. */
  async revoke(id: string, at: string): Promise<boolean> {
    return (await this.table().where('_id', id).whereNull('revoked').update({ revoked: at })) === 1
  }
}
