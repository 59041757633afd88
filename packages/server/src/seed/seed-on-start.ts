import type { Logger } from '../logging/logger'
import { insertIntoEmpty } from './insert-validated'
import { seedReferenceRows } from './reference-rows'
import type { SeedContext } from './seed-context'
import { markApplied, wasApplied } from './seed-marker'

const DEMO = 'demo'

/**
 * Start-up seeding (C5): the doctor reference lists always; the demo data set on the first start of
 * an empty database unless `demo` is false. A database that already holds data is never given
 * demo data. The demo is one transaction, so a failed or concurrent start leaves no half of it.
 * Returns the demo rows added.
 */
export const seedOnStart = async (ctx: SeedContext, demo: boolean, logger?: Logger): Promise<number> => {
  await seedReferenceRows(ctx)
  if (!demo || (await wasApplied(ctx.knex, DEMO))) return 0
  // Loaded only here: faker and the Chinese converter are not needed on later starts.
  const { buildDemoData } = await import('./demo-data')
  const data = buildDemoData(new Date())
  let rows = 0
  try {
    await ctx.knex.transaction(async (trx) => {
      await markApplied(trx, DEMO)
      rows = await insertIntoEmpty(ctx, trx, data)
    })
  } catch (error) {
    // Another server process sharing the database seeded it first.
    if (ctx.dialect.isUniqueViolation(error)) return 0
    throw error
  }
  if (rows) logger?.info({ rows }, 'demo data seeded')
  if (rows && ctx.storage) {
    // Pictures come after the records they illustrate; without them the demo still works.
    const { addDemoPictures } = await import('./demo-pictures')
    await addDemoPictures(ctx, ctx.storage).then(
      (pictures) => logger?.info({ pictures }, 'demo pictures drawn'),
      (error: unknown) => logger?.warn({ err: error }, 'demo pictures could not be drawn')
    )
  }
  return rows
}
