import { newId } from '../src/db/ids'
import type { TableModel } from '../src/db/schema/table-model'
import { withIndexesRebuiltAfter } from '../src/seed/bulk-load'
import type { SeedContext } from '../src/seed/seed-context'

/** Deterministic numbers in [0, 1) (mulberry32): every run with one seed builds the same data set. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
export type Random = ReturnType<typeof seededRandom>

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1))

const SURNAMES =
  'Chan Wong Lee Cheung Lau Ng Ho Leung Lam Tsang Chow Yeung Tam Tang Mak Kwok Choi Law Fung Yip Siu Cheng Hui Kwan Poon Lui Chu Yuen Man So Ma Wu Lo Tse Chung Tong Au Szeto Ko Kong Liu Pang Shek Yau Kan Sze Mok Chiu Wan Fok'.split(
    ' '
  )
const SYLLABLES =
  'Ka Wai Man Ming Siu Yan Kwok Chi Hoi Tsz Hin Ying Yee Lok Wing Kin Tak Fai Sum Hei Long Pui Shan Sin Kit Ho Yu Ting Hang Nga Mei Chun Fung Kei Lam Hong Shing Suet Wah Yin Chuen Yat Ngai Kam Kai Ki Kwan Hiu Sze Cheuk'.split(
    ' '
  )
const GIVEN =
  'Alice Brian Carmen Daniel Eric Fiona Gary Helen Ivan Jason Karen Leo Mandy Nathan Olivia Peter Queenie Raymond Stephanie Terry Ursula Vincent Winnie Xavier Yvonne Zoe Angus Bonnie Calvin Dorothy Edmund Florence Gordon Hazel Isaac Joyce Kelvin Lydia Marcus Natalie Oscar Priscilla Ronald Sharon Timothy Venus Wilson'.split(
    ' '
  )
const DOMAINS = [
  'gmail.com',
  'yahoo.com.hk',
  'hotmail.com',
  'outlook.com',
  'netvigator.com',
  'connect.ust.hk',
  'ln.hk',
  'icloud.com'
]
const KEYWORDS = [
  'DSE',
  'IELTS',
  'Maths',
  'Physics',
  'Chemistry',
  'English',
  'Chinese',
  'Piano',
  'Primary',
  'Phonics'
]
const STATUSES = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'pending',
  'pending',
  'pending',
  'suspended'
]
/** Words people type when they look for a teacher by name. */
export const NAME_WORDS = [...SURNAMES, ...GIVEN]
const YEAR_MS = 365 * 24 * 3600 * 1000

/** One teacher as a form would send it, the `index`th of `count` created over three years. */
export const teacherRecord = (random: Random, index: number, count: number, areaIds: string[]) => {
  const surname = pick(random, SURNAMES)
  const chinese = `${pick(random, SYLLABLES)} ${pick(random, SYLLABLES)}`
  const english = random() < 0.5 ? pick(random, GIVEN) : undefined
  const handle = (english ?? chinese.replace(' ', '')).toLowerCase()
  const created = new Date(
    Date.UTC(2023, 0, 1) + Math.floor(((index + random()) / count) * 3 * YEAR_MS)
  ).toISOString()
  const areas = Array.from({ length: between(random, 1, 3) }, () => pick(random, areaIds))
  return {
    _id: newId(),
    created,
    modified: created,
    modifiedBy: null,
    name: english ? `${english} ${surname} ${chinese}` : `${surname} ${chinese}`,
    email:
      random() < 0.9
        ? `${handle}.${surname.toLowerCase()}${between(random, 1, 9999)}@${pick(random, DOMAINS)}`
        : null,
    phone: `${pick(random, ['5', '6', '9'])}${between(random, 1000000, 9999999)}`,
    area: areas[0],
    areas: [...new Set(areas)],
    keywords: Array.from({ length: between(random, 0, 3) }, () => pick(random, KEYWORDS)),
    hourlyRate: random() < 0.02 ? null : between(random, 80, 1000),
    experienceYears: between(random, 0, 30),
    status: pick(random, STATUSES),
    birthDate: `${between(random, 1965, 2005)}-0${between(random, 1, 9)}-1${between(random, 0, 9)}`,
    verified: random() < 0.5
  }
}

/** Option-list rows (regAreas) for teachers to point at. */
export const areaRecord = (index: number) => {
  const now = new Date(Date.UTC(2023, 0, 1)).toISOString()
  return {
    _id: newId(),
    created: now,
    modified: now,
    modifiedBy: null,
    name: [{ lang: 'en', value: `District ${index + 1}` }],
    value: `d${index + 1}`,
    order: index
  }
}

const TRANSACTION_ROWS = 20_000

/**
 * Inserts `count` records made by `make` in transactions of 20,000 rows by the engine's bulk path;
 * a large load sets the table's indexes aside and builds them afterwards, as seeding does.
 * Reports progress after each transaction.
 */
export const bulkInsert = async (
  ctx: SeedContext,
  model: TableModel,
  count: number,
  make: (index: number) => Record<string, unknown>,
  progress: (done: number) => void = () => {}
) =>
  withIndexesRebuiltAfter(ctx, model, { adding: count, existing: 0 }, async () => {
    for (let start = 0; start < count; start += TRANSACTION_ROWS) {
      const end = Math.min(start + TRANSACTION_ROWS, count)
      const records = Array.from({ length: end - start }, (_, offset) => make(start + offset))
      await ctx.knex.transaction((trx) => ctx.dialect.insertMany(trx, model, records))
      progress(end)
    }
  })
