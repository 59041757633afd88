import type { Knex } from 'knex'
import type { SeedContext } from './seed-context'

/** Most ids of one collection kept in memory to draw references from. */
const POOL_MAX = 1_000_000

/** Option lists the scale rows refer to. */
const SCALE_LISTS = [
  'regAreas',
  'regSexes',
  'regHighSchoolSubjects',
  'regUniversities',
  'regEducationLevels',
  'regJobs',
  'findAreas',
  'findStudentLevels',
  'findSubjects',
  'findTeachingMethods'
] as const

/** Ids per collection that generated rows may refer to; a row leaves out a reference whose pool is empty. */
export type Pools = Record<string, string[]>

/** The ids of a collection, up to `POOL_MAX` of them. */
export const loadIds = async (knex: Knex, table: string): Promise<string[]> =>
  (await knex(table).select('_id').orderBy('_id').limit(POOL_MAX)).map((row: { _id: string }) => row._id)

/** Pools of the option lists. */
export const loadListPools = async (ctx: SeedContext): Promise<Pools> => {
  const pools: Pools = {}
  for (const name of SCALE_LISTS) pools[name] = await loadIds(ctx.knex, ctx.catalogue.model(name).table)
  return pools
}
