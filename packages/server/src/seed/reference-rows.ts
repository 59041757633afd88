import { DOCTOR_LISTS } from './data/doctor-lists'
import { insertValidated } from './insert-validated'
import type { SeedContext } from './seed-context'

/**
 * Keeps the doctor reference lists complete (R-DOM-48..50, C5): rows whose value is missing are
 * added on every start, whatever SEED_DEMO says; rows already there are left as they are.
 */
export const seedReferenceRows = async (ctx: SeedContext) => {
  await ctx.knex.transaction(async (trx) => {
    for (const [name, entries] of Object.entries(DOCTOR_LISTS)) {
      const table = ctx.catalogue.model(name).table
      const present = new Set((await trx(table).select('value')).map((row: { value: string }) => row.value))
      const missing = entries
        .map(({ value, cht, chs, en }, order) => ({ value, name: { cht, chs, en }, order }))
        .filter((entry) => !present.has(entry.value))
      if (missing.length) await insertValidated(ctx, trx, name, missing)
    }
  })
}
