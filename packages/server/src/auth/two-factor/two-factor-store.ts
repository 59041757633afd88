import type { Knex } from 'knex'
import { TWO_FACTOR_TABLE } from '../../db/schema/security-tables'

/** An account's second factor as kept: secrets sealed, recovery codes hashed (a JSON list). */
export interface TwoFactorRow {
  _id: string
  secret: string | null
  pendingSecret: string | null
  recoveryCodes: string | null
  /** The last time step whose code was accepted: its code and older ones are refused. */
  lastStep: string | null
  enabledAt: string | null
}

/**
 * Second factors in the database. Every change that consumes something (a time step, a recovery
 * code, a pending secret) is conditional on the value read, so two parallel uses cannot both win.
 */
export class TwoFactorStore {
  constructor(private readonly knex: Knex) {}

  private table() {
    return this.knex<TwoFactorRow>(TWO_FACTOR_TABLE)
  }

  async get(account: string): Promise<TwoFactorRow | undefined> {
    return this.table().where('_id', account).first()
  }

  /** Keeps a secret waiting for its first code; an enabled secret stays until then. */
  async setPending(account: string, pendingSecret: string) {
    await this.table().insert({ _id: account, pendingSecret }).onConflict('_id').merge(['pendingSecret'])
  }

  /** Turns the pending secret read into the account's secret; false when it changed meanwhile. */
  async enable(account: string, pendingSecret: string, recoveryCodes: string[], step: number) {
    const changed = await this.table()
      .where({ _id: account, pendingSecret })
      .update({
        secret: pendingSecret,
        pendingSecret: null,
        recoveryCodes: JSON.stringify(recoveryCodes),
        lastStep: String(step),
        enabledAt: new Date().toISOString()
      })
    return changed === 1
  }

  /** Marks a time step used, if no later one was; false for a replayed or older code. */
  async useStep(row: TwoFactorRow, step: number) {
    if (row.lastStep !== null && Number(row.lastStep) >= step) return false
    const query = this.table().where('_id', row._id)
    void (row.lastStep === null ? query.whereNull('lastStep') : query.where('lastStep', row.lastStep))
    return (await query.update({ lastStep: String(step) })) === 1
  }

  /** Takes one recovery code hash out of the list read; false when it is not there or was taken meanwhile. */
  async useRecoveryCode(row: TwoFactorRow, hash: string) {
    const codes: string[] = JSON.parse(row.recoveryCodes ?? '[]')
    if (!codes.includes(hash)) return false
    const left = JSON.stringify(codes.filter((code) => code !== hash))
    const changed = await this.table()
      .where({ _id: row._id, recoveryCodes: row.recoveryCodes ?? '[]' })
      .update({ recoveryCodes: left })
    return changed === 1
  }

  async remove(account: string) {
    return (await this.table().where('_id', account).delete()) > 0
  }
}
