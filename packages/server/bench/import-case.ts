import { performance } from 'node:perf_hooks'
import { newId } from '../src/db/ids'
import type { SeedContext } from '../src/seed/seed-context'
import type { Engine } from './bench-options'
import { ms, rate, times, type WrittenRow } from './report'
import { importedTeachers, importFile, teachersCsv, type ImportTarget } from './teacher-import'
import { summarise } from './timing'

/** Rows per second an import of new teachers should reach. */
const GOALS: Record<Engine, number> = { sqlite: 25_000, postgres: 15_000 }
/** The floor's files are numbered apart from the API's: every email new on both sides. */
const FLOOR_FILES = 1000

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
 * beside the same number of rows inserted by the bare SQL path; the median of each, as rows/s.
 */
export const importCase = async (
  engine: Engine,
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
    const viaApi = (await importFile(target, teachersCsv(rows, areaIds, file), false)).ms
    const viaFloor = await insertBare(ctx, rows, areaIds, FLOOR_FILES + file)
    if (round < 0) continue
    api.push(viaApi)
    bare.push(viaFloor)
  }
  const [apiTimes, floorTimes] = [summarise(api), summarise(bare)]
  const goal = GOALS[engine]
  return [
    'I1',
    `CSV import of ${rows.toLocaleString('en')} new teachers (${runs} runs); floor: insertMany`,
    `${ms(apiTimes.p50)} = ${rate(rows, apiTimes.p50)}`,
    ms(apiTimes.p95),
    `${ms(floorTimes.p50)} = ${rate(rows, floorTimes.p50)}`,
    ms(floorTimes.p95),
    times(apiTimes.p50 / floorTimes.p50),
    `>= ${goal.toLocaleString('en')} rows/s`,
    rows / (apiTimes.p50 / 1000) >= goal ? 'yes' : 'NO'
  ]
}
