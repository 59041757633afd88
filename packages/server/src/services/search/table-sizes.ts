import type { Knex } from 'knex'
import type { Dialect } from '../../db/dialects'

/** How long a table's size class is trusted: tables grow past the limit slowly, and asking costs a query each. */
const KEEP_MS = 60_000

/**
 * Which tables hold more than `limit` rows, by the database's statistics, each remembered for a
 * minute so that a search asks about none of them most of the time.
 */
export class TableSizes {
  private readonly known = new Map<string, { big: boolean; at: number }>()

  constructor(
    private readonly knex: Knex,
    private readonly dialect: Dialect,
    private readonly limit: number,
    private readonly now = Date.now
  ) {}

  async bigOnes(tables: string[]): Promise<Set<string>> {
    const now = this.now()
    const stale = tables.filter((table) => !((this.known.get(table)?.at ?? -Infinity) > now - KEEP_MS))
    // One at a time: the pool's connections are for the requests of everyone else.
    for (const table of stale)
      this.known.set(table, {
        big: (await this.dialect.estimateRows(this.knex, table, this.limit)) !== undefined,
        at: now
      })
    return new Set(tables.filter((table) => this.known.get(table)?.big))
  }
}
