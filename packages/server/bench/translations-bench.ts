import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import type { CollectionDef, TranslatedText } from '@tutor-admin/shared'
import { translated } from '../src/catalogue/define'
import { Catalogue } from '../src/catalogue/catalogue'
import { loadCatalogue } from '../src/catalogue'
import { createKnex } from '../src/db/connection'
import { getDialect } from '../src/db/dialects'
import { syncTables } from '../src/db/schema/sync-tables'
import { TranslationGapsService } from '../src/services/translation-gaps/translation-gaps.class'
import { benchEachEngine, scratchDatabase } from './bench-engine'
import { postgresServerUrl, readEngines, wholeNumber, type Engine } from './bench-options'
import { ms, textTable } from './report'
import { bulkInsert, seededRandom, teacherRecord } from './teacher-data'
import { summarise } from './timing'

/**
 * `npm run bench:translations`: how long counting the translation gaps of a large collection takes
 * (GET /api/translationGaps without HTTP). The catalogue's teachers have no translatable field, so
 * the bench gives them a translatable headline; 1,000,000 of them are loaded by the seed's bulk
 * path, most complete, the rest missing one or two languages. Each engine runs in a process of its own.
 */

const USAGE = 'npm run bench:translations -- [--rows 1000000] [--db sqlite|postgres|both] [--requests 50]'
const GOAL_MS = 100

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'both' },
    requests: { type: 'string', default: '50' }
  }
})
const rows = wholeNumber('rows', values.rows!, 1000, USAGE)
const requests = wholeNumber('requests', values.requests!, 5, USAGE)

const log = (text: string) => process.stderr.write(`${text}\n`)

/** The catalogue with teachers that have a translatable headline. */
const benchCatalogue = () => {
  const catalogue = loadCatalogue()
  const collections = catalogue.collections.map((collection): CollectionDef =>
    collection.name === 'teachers'
      ? { ...collection, fields: [...collection.fields, translated('headline')] }
      : collection
  )
  return new Catalogue(collections, catalogue.enums, catalogue.groups)
}

/** 80 % in three languages, 10 % Traditional only, 6 % without English, 4 % English only. */
const headline = (share: number): TranslatedText[] => {
  const cht = { lang: 'cht' as const, value: '數學補習' }
  const chs = { lang: 'chs' as const, value: '数学补习' }
  const en = { lang: 'en' as const, value: 'Maths tutoring' }
  if (share < 0.8) return [cht, chs, en]
  if (share < 0.9) return [cht]
  if (share < 0.96) return [cht, chs]
  return [en]
}

const bench = async (engine: Engine) => {
  const db = await scratchDatabase(engine, postgresServerUrl())
  const knex = createKnex({ databaseUrl: db.databaseUrl, dataDir: db.dataDir })
  try {
    const dialect = getDialect(knex)
    const catalogue = benchCatalogue()
    await syncTables(knex, dialect, catalogue.collections)
    const random = seededRandom(1)
    const started = Date.now()
    await bulkInsert(
      { knex, dialect, catalogue },
      catalogue.model('teachers'),
      rows,
      (index) => ({ ...teacherRecord(random, index, rows, []), headline: headline(random()) }),
      (done) => log(`${engine}: ${done} teachers loaded`)
    )
    log(`${engine}: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    if (engine === 'postgres') await knex.raw('VACUUM ANALYZE teachers')
    else await knex.raw('ANALYZE')
    const service = new TranslationGapsService(knex, catalogue)
    const query = { query: { collection: 'teachers' } }
    let answer = await service.find(query)
    const durations: number[] = []
    for (let round = 0; round < requests; round += 1) {
      const start = performance.now()
      answer = await service.find(query)
      durations.push(performance.now() - start)
    }
    const timings = summarise(durations)
    return textTable(
      ['engine', 'teachers', 'missing cht / chs / en', 'p50', 'p95', `goal p50 < ${GOAL_MS} ms`],
      [
        [
          engine,
          String(rows),
          `${answer[0].missing.cht} / ${answer[0].missing.chs} / ${answer[0].missing.en}`,
          ms(timings.p50),
          ms(timings.p95),
          timings.p50 < GOAL_MS ? 'met' : 'NOT met'
        ]
      ],
      (column) => column === 3 || column === 4
    )
  } finally {
    await knex.destroy()
    await db.drop()
  }
}

await benchEachEngine(readEngines(values.db!, USAGE), bench)
