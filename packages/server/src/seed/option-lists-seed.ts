import { addOptionLists } from './demo-lists'
import { DemoRandom } from './demo-random'
import { DemoSet } from './demo-set'
import { insertIntoEmpty } from './insert-validated'
import type { SeedContext } from './seed-context'

/** Gives a database without option lists those of the demo, which generated rows refer to. */
export const seedOptionLists = async (ctx: SeedContext): Promise<number> => {
  const set = new DemoSet(new DemoRandom(), Date.now())
  addOptionLists(set)
  return ctx.knex.transaction((trx) => insertIntoEmpty(ctx, trx, set.collections))
}
