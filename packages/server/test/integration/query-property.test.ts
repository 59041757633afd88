import fc from 'fast-check'
import { find } from 'mingo'
import qs from 'qs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer, type TestSocket } from '../support/test-server'

/**
 * The query language (C11, R-SRCH-09, R-PAGE-03/06/09) checked against an independent evaluator:
 * random filters, sorts and pages run through the real API and through mingo on the same rows
 * must give the same rows, in the same order, with the same totals.
 *
 * Data and queries come from one seed; set QUERY_PROPERTY_SEED to the seed of a failure to replay it.
 */

type Row = Record<string, any>
type Wire = Record<string, any>
type Kind = 'string' | 'text' | 'translation' | 'number' | 'boolean' | 'date' | 'id' | 'list'

/** A field the generator may filter or sort on, with values to compare against. */
interface FieldSpec {
  name: string
  kind: Kind
  values: fc.Arbitrary<unknown>
}

const seed = Number(process.env.QUERY_PROPERTY_SEED) || Date.now() % 2 ** 31
const QS_DEPTH = 5
const COMPARE = ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$nin']
const OPERATORS: Record<Kind, string[]> = {
  string: [...COMPARE, '$regex', '$contains', '$notContains', '$not'],
  text: ['$regex', '$contains', '$notContains', '$not'],
  translation: ['$eq', '$ne', '$lt', '$gte', '$in', '$regex', '$contains', '$notContains'],
  number: [...COMPARE, '$not'],
  date: [...COMPARE, '$not'],
  id: [...COMPARE, '$not'],
  boolean: ['$eq', '$ne', '$in', '$nin', '$not'],
  list: ['$eq', '$ne', '$in', '$nin', '$not']
}
const SORTABLE: Kind[] = ['string', 'number', 'boolean', 'date', 'id']

// ASCII letters, digits, space, LIKE wildcards and a few CJK characters: SQLite's LIKE folds only ASCII case.
const CHARS = 'aAbBcCxXyz019 %_.中文字'.split('')
const word = (min: number, max: number) =>
  fc
    .string({ unit: fc.constantFrom(...CHARS), minLength: min, maxLength: max })
    .filter((text) => text !== 'null')
const emailArb = fc
  .tuple(
    ...[1, 1, 1].map(() =>
      fc.string({ unit: fc.constantFrom(...'aAbBcxyz019._'.split('')), minLength: 1, maxLength: 5 })
    )
  )
  .map(([local, host, top]) => `${local}@${host}.${top}`)
const dateOnlyArb = fc
  .date({ min: new Date('1960-01-01'), max: new Date('2010-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))
const dateTimeArb = fc
  .date({ min: new Date('2024-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString())
const numberArb = fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constantFrom(0.5, 12.25, 99.5))
const orNull = <T>(arb: fc.Arbitrary<T>, nullShare = 0.2) =>
  fc.option(arb, { nil: null, freq: Math.round(1 / nullShare) })

const teacherArb = (areaIds: string[]) =>
  fc.record({
    name: word(1, 8),
    email: orNull(emailArb),
    phone: orNull(word(0, 8)),
    intro: orNull(word(0, 12)),
    status: orNull(fc.constantFrom('pending', 'active', 'suspended', '')),
    area: orNull(fc.constantFrom(...areaIds)),
    areas: orNull(fc.uniqueArray(fc.constantFrom(...areaIds), { maxLength: 3 })),
    keywords: orNull(fc.array(fc.constantFrom('math', 'Math', 'english', '中文', 'piano'), { maxLength: 3 })),
    hourlyRate: orNull(numberArb),
    experienceYears: orNull(fc.integer({ min: 0, max: 5 })),
    birthDate: orNull(dateOnlyArb),
    verified: orNull(fc.boolean())
  })

const lessonArb = (teacherIds: string[]) =>
  fc.record({
    title: fc
      .record({ en: word(0, 8), cht: word(0, 6), chs: word(0, 6) }, { requiredKeys: [] })
      .filter((title) => Object.values(title).some((text) => text !== '')),
    teacher: orNull(fc.constantFrom(...teacherIds)),
    startTime: orNull(dateTimeArb),
    price: orNull(numberArb)
  })

/** Values found in the rows, mixed with fresh ones, so that filters both hit and miss. */
const pool = (rows: Row[], pick: (row: Row) => unknown[], fresh: fc.Arbitrary<unknown>) => {
  const seen = [...new Set(rows.flatMap(pick).filter((value) => value !== null && value !== undefined))]
  return seen.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...seen), weight: 3 }, { arbitrary: fresh, weight: 1 })
    : fresh
}

const swapCase = (char: string) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase())

/** A piece of a text found in the rows, some letters in the other case, for `$contains` and `$regex`. */
const fragment = (texts: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      texts,
      fc.nat(),
      fc.integer({ min: 1, max: 5 }),
      fc.array(fc.boolean(), { minLength: 5, maxLength: 5 })
    )
    .map(([text, start, length, swaps]) => {
      const chars = [...String(text)]
      const from = start % Math.max(chars.length, 1)
      return chars
        .slice(from, from + length)
        .map((char, index) => (swaps[index] ? swapCase(char) : char))
        .join('')
    })

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Regular expressions in the syntax JavaScript and PostgreSQL read alike. */
const regexArb = (texts: fc.Arbitrary<unknown>) => {
  const atom = fc.oneof(
    fragment(texts).map(escapeRegex),
    fc.constantFrom('.', '[ab]', '[0-9]', 'x|A', '中'),
    fc.constantFrom('a', 'B', '1').map((char) => `${char}${['*', '+', '?'][char.charCodeAt(0) % 3]}`)
  )
  return fc
    .tuple(fc.boolean(), fc.array(atom, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([start, atoms, end]) => `${start ? '^' : ''}(${atoms.join('')})${end ? '$' : ''}`)
}

const operandArb = (spec: FieldSpec, op: string): fc.Arbitrary<unknown> => {
  const nullable = spec.kind !== 'translation'
  switch (op) {
    case '$eq':
    case '$ne':
      return nullable ? orNull(spec.values, 0.1) : spec.values
    case '$in':
    case '$nin':
      return fc.array(nullable ? orNull(spec.values, 0.1) : spec.values, { minLength: 1, maxLength: 4 })
    case '$contains':
    case '$notContains':
      return fragment(spec.values)
    case '$regex':
      return regexArb(spec.values)
    default:
      return spec.values
  }
}

/** One field's condition: an implicit `$eq`, one or two operators, or a field-level `$not`. */
const fieldConditionArb = (spec: FieldSpec): fc.Arbitrary<Wire> => {
  const ops = OPERATORS[spec.kind].filter((op) => op !== '$not')
  const operators: fc.Arbitrary<Wire> = fc
    .uniqueArray(fc.constantFrom(...ops), { minLength: 1, maxLength: 2 })
    .chain((chosen) =>
      fc.tuple(
        fc.tuple(...chosen.map((op) => operandArb(spec, op).map((operand) => [op, operand] as const))),
        fc.boolean()
      )
    )
    .map(([entries, insensitive]) => {
      const object: Wire = Object.fromEntries(entries)
      if (object.$regex !== undefined && insensitive) object.$options = 'i'
      return object
    })
  const choices: fc.Arbitrary<unknown>[] = [operators]
  if (spec.kind !== 'text') choices.push(operandArb(spec, '$eq'))
  if (OPERATORS[spec.kind].includes('$not')) choices.push(operators.map((inner) => ({ $not: inner })))
  return fc.oneof(...choices).map((condition) => ({ [spec.name]: condition }))
}

/** A filter: field conditions, `$or`/`$and` of smaller filters and a top-level `$not`, nested up to `depth`. */
const filterArb = (specs: FieldSpec[], depth: number): fc.Arbitrary<Wire> => {
  const fields = fc
    .uniqueArray(fc.constantFrom(...specs), { minLength: 0, maxLength: 2, selector: (spec) => spec.name })
    .chain((chosen) =>
      chosen.length ? fc.tuple(...chosen.map(fieldConditionArb)) : fc.constant([] as Wire[])
    )
    .map((conditions) => Object.assign({}, ...conditions) as Wire)
  if (depth === 0)
    return fields.map((filter) => (Object.keys(filter).length ? filter : { [specs[0].name]: { $ne: null } }))
  const smaller = filterArb(specs, depth - 1)
  const orEmpty = (arb: fc.Arbitrary<Wire>) =>
    fc.oneof({ arbitrary: arb, weight: 5 }, { arbitrary: fc.constant({}), weight: 1 })
  const logical = fc.oneof(
    { arbitrary: fc.constant({}), weight: 4 },
    {
      arbitrary: fc.array(orEmpty(smaller), { minLength: 1, maxLength: 3 }).map(($or) => ({ $or })),
      weight: 2
    },
    { arbitrary: fc.array(smaller, { minLength: 1, maxLength: 2 }).map(($and) => ({ $and })), weight: 1 },
    { arbitrary: orEmpty(smaller).map(($not) => ({ $not })), weight: 1 }
  )
  return fc.tuple(fields, logical).map(([own, combined]) => ({ ...own, ...combined }))
}

const sortArb = (specs: FieldSpec[]) =>
  fc.uniqueArray(
    fc.tuple(
      fc.constantFrom(
        ...specs.filter((spec) => SORTABLE.includes(spec.kind)).map((spec) => spec.name),
        '_id'
      ),
      fc.constantFrom(1, -1)
    ),
    { maxLength: 3, selector: ([name]) => name }
  )

/** Mongo query for a filter: `$contains` as an escaped case-insensitive `$regex`, translatable text through `$elemMatch`. */
const toMongo = (filter: Wire, specs: Map<string, FieldSpec>): Wire => {
  const clauses = Object.entries(filter).map(([key, value]) => {
    if (key === '$or' || key === '$and') return { [key]: value.map((item: Wire) => toMongo(item, specs)) }
    if (key === '$not') return { $nor: [toMongo(value, specs)] }
    return fieldToMongo(specs.get(key)!, value)
  })
  return clauses.length ? { $and: clauses } : {}
}

const isOperatorObject = (value: unknown): value is Wire =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).some((key) => key.startsWith('$'))

const fieldToMongo = (spec: FieldSpec, condition: unknown): Wire => {
  if (!isOperatorObject(condition)) return operatorToMongo(spec, '$eq', condition)
  const clauses = Object.entries(condition)
    .filter(([op]) => op !== '$options')
    .map(([op, operand]) =>
      op === '$not'
        ? { $nor: [fieldToMongo(spec, operand)] }
        : operatorToMongo(spec, op, operand, condition.$options)
    )
  return { $and: clauses }
}

const operatorToMongo = (spec: FieldSpec, op: string, operand: unknown, options?: string): Wire => {
  const match = (test: Wire): Wire => {
    if (spec.kind === 'text') return { [spec.name]: { $elemMatch: { value: test } } }
    if (spec.kind === 'translation') {
      const [field, lang] = spec.name.split('.')
      return { [field]: { $elemMatch: { lang, value: test } } }
    }
    return { [spec.name]: test }
  }
  const contains = () => match({ $regex: escapeRegex(String(operand)), $options: 'i' })
  if (op === '$contains') return contains()
  if (op === '$notContains') return { $nor: [contains()] }
  if (op === '$regex') return match({ $regex: operand, ...(options ? { $options: options } : {}) })
  // A missing translation counts as null: it differs from any text.
  if (spec.kind === 'translation' && op === '$ne') return { $nor: [match({ $eq: operand })] }
  return match({ [op]: operand })
}

/** The sort the server applies: keys up to `_id`, and `_id` ascending last (R-PAGE-03). */
const mongoSort = (sort: Array<[string, 1 | -1]>) => {
  const idAt = sort.findIndex(([name]) => name === '_id')
  const keys = idAt >= 0 ? sort.slice(0, idAt + 1) : [...sort, ['_id', 1] as [string, 1]]
  return Object.fromEntries(keys)
}

const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0
const hasEmpty = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (Object.keys(value).length === 0 || Object.values(value).some(hasEmpty))
/** Nulls travel as the text `null` in a query string. */
const nullsAsText = (value: unknown): unknown =>
  value === null
    ? 'null'
    : typeof value === 'object'
      ? Array.isArray(value)
        ? value.map(nullsAsText)
        : Object.fromEntries(Object.entries(value as Wire).map(([k, v]) => [k, nullsAsText(v)]))
      : value

let server: TestServer
let socket: TestSocket
const rowsOf: Record<string, Row[]> = {}

/** `find` over REST when a query string can carry the query (qs reads 5 levels, drops empty lists), else over the socket. */
const findOver = async (
  service: string,
  query: Wire,
  preferSocket: boolean
): Promise<{ transport: string; body: any }> => {
  // The top-level key is not a level of its own for qs.
  const restFits = Object.values(query).every((value) => depthOf(value) <= QS_DEPTH) && !hasEmpty(query)
  if (restFits && !preferSocket) {
    const answer = await server.request('GET', `/api/${service}?${qs.stringify(nullsAsText(query))}`)
    if (answer.status !== 200)
      throw new Error(`GET ${service} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    return { transport: 'rest', body: answer.body }
  }
  const answer = await socket.call('find', service, query)
  if (answer.status !== 200)
    throw new Error(`find ${service} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return { transport: 'socket', body: answer.body }
}

const createAll = async (service: string, records: Row[]) => {
  // Several batches: each batch shares one `created` time, so sorts meet ties and distinct values.
  for (let start = 0; start < records.length; start += 40) {
    const answer = await server.request('POST', `/api/${service}`, records.slice(start, start + 40))
    if (answer.status !== 201)
      throw new Error(`POST ${service} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
  const all = await server.request('GET', `/api/${service}?$limit=1000`)
  rowsOf[service] = all.body.data
}

beforeAll(async () => {
  server = await startTestServer()
  const areaNames = ['中西區', 'Wan Chai', 'Eastern', '南區', 'Sai Kung', 'Tai Po']
  await createAll(
    'regAreas',
    areaNames.map((name, order) => ({ name, value: `a${order}`, order }))
  )
  const areaIds = rowsOf.regAreas.map((area) => area._id)
  await createAll('teachers', fc.sample(teacherArb(areaIds), { seed, numRuns: 160 }))
  const teacherIds = rowsOf.teachers.map((teacher) => teacher._id)
  await createAll('lessons', fc.sample(lessonArb(teacherIds), { seed: seed + 1, numRuns: 90 }))
  socket = await server.socket(server.token)
})
afterAll(() => server?.stop())

const specsOf = (service: string): FieldSpec[] => {
  const rows = rowsOf[service]
  const text = (name: string, fresh = word(0, 5)) => pool(rows, (row) => [row[name]], fresh)
  const common: FieldSpec[] = [
    { name: '_id', kind: 'string', values: text('_id') },
    { name: 'created', kind: 'date', values: pool(rows, (row) => [row.created], dateTimeArb) }
  ]
  if (service === 'lessons') {
    const translations = (lang?: string) =>
      pool(
        rows,
        (row) => row.title.filter((item: Row) => !lang || item.lang === lang).map((item: Row) => item.value),
        word(0, 5)
      )
    return [
      ...common,
      { name: 'title', kind: 'text', values: translations() },
      { name: 'title.en', kind: 'translation', values: translations('en') },
      { name: 'title.cht', kind: 'translation', values: translations('cht') },
      { name: 'teacher', kind: 'id', values: text('teacher') },
      { name: 'startTime', kind: 'date', values: pool(rows, (row) => [row.startTime], dateTimeArb) },
      { name: 'price', kind: 'number', values: pool(rows, (row) => [row.price], numberArb) }
    ]
  }
  return [
    ...common,
    { name: 'name', kind: 'string', values: text('name') },
    { name: 'email', kind: 'string', values: text('email') },
    { name: 'phone', kind: 'string', values: text('phone') },
    { name: 'intro', kind: 'string', values: text('intro') },
    { name: 'status', kind: 'string', values: fc.constantFrom('pending', 'active', 'suspended', '') },
    { name: 'area', kind: 'id', values: text('area') },
    { name: 'areas', kind: 'list', values: pool(rows, (row) => row.areas ?? [], word(1, 3)) },
    { name: 'keywords', kind: 'list', values: pool(rows, (row) => row.keywords ?? [], word(1, 3)) },
    { name: 'hourlyRate', kind: 'number', values: pool(rows, (row) => [row.hourlyRate], numberArb) },
    { name: 'experienceYears', kind: 'number', values: fc.integer({ min: -1, max: 6 }) },
    { name: 'birthDate', kind: 'date', values: pool(rows, (row) => [row.birthDate], dateOnlyArb) },
    { name: 'verified', kind: 'boolean', values: fc.boolean() }
  ]
}

/** Text fields searched with `$contains`: with and without a trigram index, and translatable text. */
const SEARCHED: Record<string, string[]> = {
  teachers: ['name', 'email', 'phone', 'intro'],
  lessons: ['title', 'title.en', 'title.cht']
}

const REFS: Record<string, { field: string; target: string }> = {
  teachers: { field: 'area', target: 'regAreas' },
  lessons: { field: 'teacher', target: 'teachers' }
}

/** What the server must answer for an offset-paged query, evaluated by mingo. */
const expectedPage = (service: string, filter: Wire, sort: Array<[string, 1 | -1]>, page: Wire) => {
  const specs = new Map(specsOf(service).map((spec) => [spec.name, spec]))
  const matching = find(rowsOf[service], toMongo(filter, specs)).sort(mongoSort(sort)).all() as Row[]
  const limit = page.$limit === undefined ? 10 : Math.min(page.$limit, 1000)
  const skip = page.$skip ?? 0
  const ref = REFS[service]
  const data = matching.slice(skip, skip + limit).map((row) => {
    const shown: Row = page.$select
      ? Object.fromEntries(['_id', ...page.$select].map((key) => [key, row[key]]))
      : { ...row }
    if (page.$populate && typeof shown[ref.field] === 'string')
      shown[ref.field] =
        rowsOf[ref.target].find((target) => target._id === shown[ref.field]) ?? shown[ref.field]
    return shown
  })
  return { total: matching.length, limit, skip, data }
}

const wireSort = (sort: Array<[string, 1 | -1]>) => (sort.length ? { $sort: Object.fromEntries(sort) } : {})

describe('negation (C11)', () => {
  it('matches nothing with the negation of a filter that matches everything', async () => {
    const filters = [
      { $not: {} },
      { $not: { $or: [{}, { name: 'x' }] } },
      { $or: [{ $not: {} }, { verified: true }] }
    ]
    for (const filter of filters) {
      const { body } = await findOver('teachers', { ...filter, $limit: 1000 }, true)
      expect(body.total, JSON.stringify(filter)).toBe(expectedPage('teachers', filter, [], {}).total)
    }
    expect(expectedPage('teachers', { $not: {} }, [], {}).total).toBe(0)
  })
})

describe('query language against an in-memory evaluator (C11, R-SRCH-09, R-PAGE-03, R-PAGE-09)', () => {
  for (const service of ['teachers', 'lessons']) {
    it(`answers every generated filter, sort and page of ${service} like mingo`, async () => {
      const specs = specsOf(service)
      const selectable = [...new Set(specs.map((spec) => spec.name.split('.')[0]))]
      const pageArb = fc.record(
        {
          $limit: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(5000)),
          $skip: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constant(1000)),
          $select: fc.subarray(selectable, { minLength: 1, maxLength: 4 }),
          $populate: fc.constant(REFS[service].field)
        },
        { requiredKeys: [] }
      )
      await fc.assert(
        fc.asyncProperty(
          filterArb(specs, 2),
          sortArb(specs),
          pageArb,
          fc.nat(3),
          async (filter, sort, page, transportDraw) => {
            const preferSocket = transportDraw === 0
            const { transport, body } = await findOver(
              service,
              { ...filter, ...wireSort(sort), ...page },
              preferSocket
            )
            expect(body, transport).toEqual(expectedPage(service, filter, sort, page))
          }
        ),
        { seed, numRuns: 300 }
      )
    })

    it(`finds text in ${service} like mingo, in one field or as a keyword over several (R-SRCH-05, R-SRCH-06)`, async () => {
      const specs = specsOf(service).filter((spec) => SEARCHED[service].includes(spec.name))
      const search = fc
        .tuple(
          // Often the list's text fields together: the keyword search of the list page.
          fc.oneof(fc.subarray(specs, { minLength: 1 }), fc.constant(specs.slice(0, 2))),
          fc.oneof(...specs.map((spec) => fragment(spec.values))),
          fc.constantFrom('$contains', '$notContains', '$regex')
        )
        .map(([chosen, term, op]) => {
          const test = op === '$regex' ? { $regex: escapeRegex(term), $options: 'i' } : { [op]: term }
          const conditions = chosen.map((spec) => ({ [spec.name]: test }))
          return conditions.length === 1
            ? conditions[0]
            : { [op === '$notContains' ? '$and' : '$or']: conditions }
        })
      await fc.assert(
        fc.asyncProperty(search, sortArb(specsOf(service)), async (filter, sort) => {
          const page = { $limit: 50 }
          const { transport, body } = await findOver(
            service,
            { ...filter, ...wireSort(sort), ...page },
            false
          )
          expect(body, transport).toEqual(expectedPage(service, filter, sort, page))
        }),
        { seed, numRuns: 150 }
      )
    })

    it(`walks every cursor page of ${service} forwards and back like mingo (R-PAGE-06)`, async () => {
      const specs = specsOf(service)
      await fc.assert(
        fc.asyncProperty(
          filterArb(specs, 1),
          sortArb(specs),
          fc.integer({ min: 3, max: 25 }),
          async (filter, sort, limit) => {
            const all = expectedPage(service, filter, sort, { $limit: 1000 }).data
            const query = { ...filter, ...wireSort(sort), $limit: limit }
            const pages: Array<{ data: Row[]; cursors: { next: string | null; previous: string | null } }> =
              []
            let cursor: string | null = ''
            while (cursor !== null && pages.length <= all.length) {
              const { body } = await findOver(service, { ...query, $cursor: cursor }, false)
              expect(body.total).toBeUndefined()
              pages.push(body)
              cursor = body.cursors.next
            }
            expect(pages.flatMap((page) => page.data)).toEqual(all)
            expect(pages[0].cursors.previous).toBeNull()
            for (let index = pages.length - 1; index > 0; index--) {
              const { body } = await findOver(
                service,
                { ...query, $cursor: pages[index].cursors.previous },
                false
              )
              expect(body.data).toEqual(pages[index - 1].data)
              expect(body.cursors.previous === null).toBe(index === 1)
            }
          }
        ),
        { seed, numRuns: 60 }
      )
    })
  }
})

describe('keyword search over many matches (R-SRCH-06)', () => {
  let many: TestServer
  const rows: Row[] = []
  beforeAll(async () => {
    many = await startTestServer()
    const records = Array.from({ length: 2700 }, (_, index) => ({
      name: `${['Chan', 'Chang', 'Wong'][index % 3]} ${index}`,
      email: `t${index}@${index % 2 ? 'chance.hk' : 'example.com'}`,
      hourlyRate: index % 97
    }))
    for (let start = 0; start < records.length; start += 1000)
      expect((await many.request('POST', '/api/teachers', records.slice(start, start + 1000))).status).toBe(
        201
      )
    for (let skip = 0; skip < records.length; skip += 1000)
      rows.push(...(await many.request('GET', `/api/teachers?$limit=1000&$skip=${skip}`)).body.data)
    expect(rows).toHaveLength(records.length)
  })
  afterAll(() => many?.stop())

  it('reads every page like mingo, whether it walks an index of the sort or fetches every match', async () => {
    const specs = new Map(specsOf('teachers').map((spec) => [spec.name, spec]))
    const cases: Array<[string, Array<[string, 1 | -1]>, number]> = [
      ['cha', [['hourlyRate', 1]], 0],
      ['CHA', [['created', -1]], 40],
      ['cha', [['hourlyRate', -1]], 1500],
      ['won', [['hourlyRate', 1]], 0],
      ['cha', [['name', 1]], 10]
    ]
    for (const [term, sort, skip] of cases) {
      const filter = { $or: [{ name: { $contains: term } }, { email: { $contains: term } }] }
      const answer = await many.request(
        'GET',
        `/api/teachers?${qs.stringify({ ...filter, ...wireSort(sort), $skip: skip, $limit: 25 })}`
      )
      const matching = find(rows, toMongo(filter, specs)).sort(mongoSort(sort)).all() as Row[]
      expect(answer.body, `${term} ${JSON.stringify(sort)} ${skip}`).toEqual({
        total: matching.length,
        limit: 25,
        skip,
        data: matching.slice(skip, skip + 25)
      })
    }
  })
})
