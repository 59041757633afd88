import { BadRequest } from '@feathersjs/errors'
import { errorData, isAdmin, passwordProblem, ValidationFailure, type Condition } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { normaliseEmail } from '../../auth/normalise-email'
import { fromRow } from '../../db/row-codec'
import { asSource, type WriteSource } from '../../journal/write-source'
import { ItemsService } from '../items/items.class'
import type { Id, ItemsContext, ItemsParams } from '../items/items.types'
import { hasPatchOperators } from '../items/patch-operators'

type Row = Record<string, unknown>


/**
 * Staff accounts (R-DOM-46, C10): the generic service plus what accounts need. Emails are kept
 * lower-case and unique (409), passwords as bcrypt hashes that no answer, event or log carries
 * (R-AUTH-19), and an admin cannot freeze, demote or delete their own account (R-ROLE-14).
 */
export class UsersService extends ItemsService {
  constructor(
    collection: ItemsService['collection'],
    ctx: ItemsContext,
    private readonly hashPassword: (plain: string) => Promise<string>
  ) {
    super(collection, ctx)
  }

  protected override async prepare(records: Row[]): Promise<Row[]> {
    return Promise.all(
      records.map(async (record) => {
        const next = { ...record }
        if (typeof next.email === 'string') next.email = normaliseEmail(next.email)
        if (typeof next.password === 'string') {
          const problem = passwordProblem(next.password)
          if (problem) throw new ValidationFailure(`Invalid data: password ${problem}`, { password: problem })
          next.password = await this.hashPassword(next.password)
        }
        return next
      })
    )
  }

  override async patch(id: Id | null, data: Row, params?: ItemsParams): Promise<Row> {
    if (data && typeof data === 'object' && hasPatchOperators(data))
      throw new BadRequest('Staff accounts are changed with plain fields, not sub-path operators')
    return super.patch(id, data, params)
  }

  override async _patch(
    id: Id,
    changes: Row,
    source: WriteSource | string | undefined,
    trx: Knex,
    current: Row
  ): Promise<Row> {
    if (asSource(source).user === id && isAdmin(current) && !isAdmin({ ...current, ...changes }))
      throw new BadRequest('You cannot freeze or demote your own account', errorData('ownAccount'))
    return super._patch(id, changes, source, trx, current)
  }

  override async remove(id: Id | null, params?: ItemsParams): Promise<Row | Row[]> {
    const self = params?.user?._id
    if (self && id === self)
      throw new BadRequest('You cannot delete your own account', errorData('ownAccount'))
    if (self && id === null) {
      // Removing by query never takes the caller's own account with it.
      const notSelf: Condition = { kind: 'compare', field: '_id', valueKind: 'string', op: 'ne', value: self }
      params = { ...params, scope: params?.scope ? { kind: 'and', items: [params.scope, notSelf] } : notSelf }
    }
    return super.remove(id, params)
  }

  /** The account of an email with its password hash, for sign-in only. */
  async findCredentials(email: string): Promise<{ user: Row; hash: string } | undefined> {
    const row = await this.knex(this.model.table).where('email', normaliseEmail(email)).first()
    if (!row) return undefined
    const record = fromRow(this.ctx.dialect, this.model, row, true)
    return { user: this.visible(record), hash: typeof record.password === 'string' ? record.password : '' }
  }

  /** Sets a new password, checked and hashed like any other (R-AUTH-18); the journal says only that it changed. */
  async setPassword(id: Id, password: string, source: WriteSource = asSource(id)): Promise<Row> {
    const [changes] = await this.prepare([{ password }])
    return this.knex.transaction(async (trx) => {
      const current = await this._get(id, undefined, trx, true)
      return this._patch(id, changes, source, trx, current)
    })
  }
}
