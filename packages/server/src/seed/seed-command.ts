import { parseArgs } from 'node:util'
import cliProgress from 'cli-progress'
import { loadCatalogue } from '../catalogue'
import { readConfig } from '../config'
import { createKnex } from '../db/connection'
import { getDialect } from '../db/dialects'
import { syncTables } from '../db/schema/sync-tables'
import { seedOptionLists } from './option-lists-seed'
import { SCALE_COLLECTIONS, seedScale, type ScaleCollection, type ScaleProgress } from './scale-seed'
import { seedOnStart } from './seed-on-start'
import type { SeedContext } from './seed-context'

const USAGE =
  'Usage: npm run seed                 demo data, if the database has none yet\n       npm run seed -- --scale N    teachers, app users, requests, lessons and joins up to N rows each'

interface Timing {
  bar: cliProgress.SingleBar
  rows: number
  started: number
  ended: number
}

/** A progress bar per collection, and how long each collection took, indexes included. */
const progressBars = () => {
  const bars = new cliProgress.MultiBar(
    {
      format: '{collection} [{bar}] {percentage}% {value}/{total} rows · {eta_formatted} left',
      hideCursor: true,
      // Without a terminal (CI, logs), a line every five seconds.
      noTTYOutput: true,
      notTTYSchedule: 5000
    },
    cliProgress.Presets.shades_classic
  )
  const timings = new Map<ScaleCollection, Timing>()
  const progress: ScaleProgress = {
    start(collection, rows) {
      const bar = bars.create(rows, 0, { collection: collection.padEnd(12) })
      timings.set(collection, { bar, rows, started: performance.now(), ended: performance.now() })
    },
    advance: (collection, rows) => timings.get(collection)?.bar.increment(rows),
    finish(collection) {
      timings.get(collection)!.ended = performance.now()
    }
  }
  return { progress, timings, stop: () => bars.stop() }
}

/** `1,000,000 rows in 20.0 s: 50,000 rows/s` */
const summary = (rows: number, seconds: number) =>
  `${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s: ${Math.round(rows / (seconds || 1)).toLocaleString('en')} rows/s`

const run = async () => {
  const { values } = parseArgs({ options: { scale: { type: 'string' }, help: { type: 'boolean' } } })
  const target = values.scale === undefined ? undefined : Number(values.scale)
  if (values.help || (target !== undefined && !(Number.isInteger(target) && target >= 0))) {
    console.log(USAGE)
    process.exitCode = values.help ? 0 : 2
    return
  }
  const config = readConfig()
  const knex = createKnex(config)
  const ctx: SeedContext = { knex, dialect: getDialect(knex), catalogue: loadCatalogue() }
  try {
    await syncTables(knex, ctx.dialect, ctx.catalogue.collections)
    if (target === undefined) {
      const rows = await seedOnStart(ctx, true)
      console.log(
        rows ? `demo data: ${rows} rows` : 'no demo data added: the database has had it or holds data'
      )
      return
    }
    await seedOnStart(ctx, false)
    const lists = await seedOptionLists(ctx)
    if (lists) console.log(`option lists: ${lists} rows`)
    console.log(
      `filling ${SCALE_COLLECTIONS.join(', ')} up to ${target.toLocaleString('en')} rows each on ${ctx.dialect.name}`
    )
    const bars = progressBars()
    const started = performance.now()
    const added = await seedScale(ctx, target, bars.progress)
    const seconds = (performance.now() - started) / 1000
    bars.stop()
    for (const [collection, { rows, started, ended }] of bars.timings)
      console.log(`${collection.padEnd(12)} ${summary(rows, (ended - started) / 1000)}`)
    const rows = Object.values(added).reduce((sum, count) => sum + (count ?? 0), 0)
    console.log(`all          ${summary(rows, seconds)}`)
  } finally {
    await knex.destroy()
  }
}

run().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
