import { performance } from 'node:perf_hooks'
import { newId } from '../src/db/ids'
import type { SeedContext } from '../src/seed/seed-context'
import { ms, rate, times, type WrittenRow } from './report'
import { importedTeachers, importFile, teachersCsv, type ImportTarget } from './teacher-import'
import { summarise } from './timing'

/** At most this many times the bare insert of the same rows (issue 38), on both engines. */
const GOAL_RATIO = 1.25
/** The floor's files are numbered apart from the API's: every email new on both sides. */
const FLOOR_FILES = 1000

/**
 * Writes what the previous side left in the log into the database, untimed: each side then starts
 * alike, with no checkpoint of the other's pages running beside it (the server's checkpoint thread
 * on SQLite, the checkpointer on PostgreSQL).
 */
const settle = (ctx: SeedContext) =>
  ctx.knex.raw(ctx.dialect.name === 'postgres' ? 'CHECKPOINT' : 'PRAGMA wal_checkpoint(TRUNCATE)')

/** The teachers of import file `file` inserted by the bulk path in one transaction: no validation. */
const insertBare = async (ctx: SeedContext, rows: number, areaIds: string[], file: number) => {
  const now = new Date().toISOString()
  const records = importedTeachers(rows, areaIds, file).map((teacher) => ({
    _id: newId(),
    created: now,
    modified: now,
    modifiedBy: null,
    ...teacher
  }))
  const model = ctx.catalogue.model('teachers')
  const start = performance.now()
  await ctx.knex.transaction((trx) => ctx.dialect.insertMany(trx, model, records))
  return performance.now() - start
}

/**
 * I1: `POST /api/import/teachers` of a CSV of `rows` new teachers, `runs` times after one warm-up,
 * beside the same number of rows inserted by the bare SQL path; the median of each, also as rows/s.
 */
export const importCase = async (
  ctx: SeedContext,
  target: ImportTarget,
  areaIds: string[],
  rows: number,
  runs: number
): Promise<WrittenRow> => {
  const api: number[] = []
  const bare: number[] = []
  for (let round = -1; round < runs; round++) {
    const file = round + 1
    await settle(ctx)
    const viaApi = (await importFile(target, teachersCsv(rows, areaIds, file), false)).ms
    await settle(ctx)
    const viaFloor = await insertBare(ctx, rows, areaIds, FLOOR_FILES + file)
    if (round < 0) continue
    api.push(viaApi)
    bare.push(viaFloor)
  }
  const [apiTimes, floorTimes] = [summarise(api), summarise(bare)]
  const ratio = apiTimes.p50 / floorTimes.p50
  return [
    'I1',
    `CSV import of ${rows.toLocaleString('en')} new teachers (${runs} runs); floor: insertMany`,
    `${ms(apiTimes.p50)} = ${rate(rows, apiTimes.p50)}`,
    ms(apiTimes.p95),
    `${ms(floorTimes.p50)} = ${rate(rows, floorTimes.p50)}`,
    ms(floorTimes.p95),
    times(ratio),
    `API <= ${GOAL_RATIO}x floor`,
    ratio <= GOAL_RATIO ? 'yes' : 'NO'
  ]
}
