import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ EXACT_COUNT_LIMIT: '5' })
  // Years of experience in another order than the rates: 0, 7, 2, 9, 4, 11, 6, 1, 8, 3, 10, 5.
  const teachers = Array.from({ length: 12 }, (_, index) => ({
    name: `Teacher ${index}`,
    hourlyRate: index,
    experienceYears: (index * 7) % 12
  }))
  expect((await server.request('POST', '/api/teachers', teachers)).status).toBe(201)
  // The statistics PostgreSQL estimates from; SQLite's estimate needs none.
  await insertsReported(teachers.length)
  await server.app.get('knex').raw('ANALYZE ??', ['teachers'])
})

/**
 * PostgreSQL's count of live rows hears of inserts up to a second after them: were ANALYZE to set
 * it first, the inserts would be added to it again, and the estimate would say twice the rows.
 */
const insertsReported = async (count: number) => {
  if (server.app.get('dialect').name !== 'postgres') return
  const inserted = async () => {
    const { rows } = await server.app
      .get('knex')
      .raw('SELECT n_tup_ins AS n FROM pg_stat_user_tables WHERE relname = ?', ['teachers'])
    return Number(rows[0]?.n ?? 0)
  }
  for (let waited = 0; (await inserted()) < count && waited < 15_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100))
}
afterAll(() => server?.stop())

const list = (query: string) => server.request('GET', `/api/teachers?${query}`)

describe('list totals above the exact count limit (R-PAGE-09)', () => {
  it('answers a big collection’s total from statistics, marked as estimated', async () => {
    const answer = await list('$limit=2')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ total: 12, totalEstimated: 'about', limit: 2, skip: 0 })
    expect(answer.body.data).toHaveLength(2)
  })

  it('counts every row when asked with $count=exact', async () => {
    const answer = await list('$limit=2&$count=exact')
    expect(answer.body.total).toBe(12)
    expect(answer.body).not.toHaveProperty('totalEstimated')
    const filtered = await list('hourlyRate[$gte]=1&$count=exact')
    expect(filtered.body.total).toBe(11)
    expect(filtered.body).not.toHaveProperty('totalEstimated')
  })

  it('counts a filter’s matches up to the limit and answers "more" beyond it', async () => {
    const many = await list('hourlyRate[$gte]=1&$limit=3')
    expect(many.body).toMatchObject({ total: 5, totalEstimated: 'more' })
    expect(many.body.data).toHaveLength(3)
    const few = await list('hourlyRate[$lt]=5')
    expect(few.body.total).toBe(5)
    expect(few.body).not.toHaveProperty('totalEstimated')
  })

  it('counts a keyword search’s matches up to the limit, and pages beyond it', async () => {
    const first = await list('name[$contains]=Teacher&$limit=2')
    expect(first.body).toMatchObject({ total: 5, totalEstimated: 'more' })
    expect(first.body.data).toHaveLength(2)
    const deep = await list('name[$contains]=Teacher&$limit=2&$skip=8&$sort[hourlyRate]=1')
    expect(deep.body.data.map((row: { hourlyRate: number }) => row.hourlyRate)).toEqual([8, 9])
    const exact = await list('name[$contains]=Teacher&$limit=2&$count=exact')
    expect(exact.body.total).toBe(12)
    expect(exact.body).not.toHaveProperty('totalEstimated')
  })

  it('R-PAGE-06 goes on from an estimated page by keyset: its cursors read the rows an offset would', async () => {
    const rates = (answer: { body: { data: { hourlyRate: number }[] } }) =>
      answer.body.data.map((row) => row.hourlyRate)
    const first = await list('$limit=4&$sort[hourlyRate]=1')
    expect(first.body).toMatchObject({ totalEstimated: 'about', cursors: { previous: null } })
    const next = await list(`$limit=4&$sort[hourlyRate]=1&$cursor=${first.body.cursors.next}`)
    expect(rates(next)).toEqual(rates(await list('$limit=4&$skip=4&$sort[hourlyRate]=1')))
    const back = await list(`$limit=4&$sort[hourlyRate]=1&$cursor=${next.body.cursors.previous}`)
    expect(rates(back)).toEqual(rates(first))
    // The sort's values are read to build the cursors, and left out of a narrower selection.
    const named = await list('$limit=4&$skip=4&$sort[hourlyRate]=1&$select[]=name')
    expect(named.body.cursors.previous).toEqual(expect.any(String))
    expect(Object.keys(named.body.data[0]).sort()).toEqual(['_id', 'name'])
    // A text search pages by offset: its keyset pages could not use the text index.
    expect((await list('name[$contains]=Teacher&$limit=2')).body).not.toHaveProperty('cursors')
    // An exact total needs no keyset: offset pages are cheap.
    expect((await list('hourlyRate[$lt]=3&$limit=2')).body).not.toHaveProperty('cursors')
  })

  it('R-PAGE-03 sorts a big collection by a field no index serves when its conditions leave at most the bound', async () => {
    // The bound is the exact count limit here (5), below the shared one.
    const years = (answer: { body: { data: { experienceYears: number }[] } }) =>
      answer.body.data.map((row) => row.experienceYears)
    const few = await list('hourlyRate[$lt]=5&$sort[experienceYears]=1')
    expect(few.status).toBe(200)
    expect(few.body).toMatchObject({ total: 5 })
    expect(few.body).not.toHaveProperty('totalEstimated')
    expect(years(few)).toEqual([0, 2, 4, 7, 9])
    expect(years(await list('hourlyRate[$lt]=5&$sort[experienceYears]=-1&$limit=2&$skip=1'))).toEqual([7, 4])
    // A keyword search is counted by its text index.
    expect(years(await list('name[$contains]=Teacher%201&$sort[experienceYears]=1'))).toEqual([5, 7, 10])
  })

  it('R-PAGE-03 refuses (400) that sort when the conditions leave more than the bound, saying narrowing them works', async () => {
    const refused = await list('hourlyRate[$lt]=6&$sort[experienceYears]=1')
    expect(refused.status).toBe(400)
    expect(refused.body.data).toMatchObject({ code: 'sortNeedsIndex', field: 'experienceYears', limit: 5 })
    expect(refused.body.errors.$sort).toMatch(/narrow the conditions to at most 5 records/)
    const searched = await list('name[$contains]=Teacher&$sort[experienceYears]=1')
    expect(searched.body.data).toMatchObject({ code: 'sortNeedsIndex' })
    // No conditions: every row matches.
    expect((await list('$sort[experienceYears]=1')).body.data).toMatchObject({ code: 'sortNeedsIndex' })
  })

  it('R-IO-02 an export of a big collection is counted exactly: its total is the rows the file holds', async () => {
    // Removed behind the statistics' back: the estimate still says 12.
    await server.app.get('knex')('teachers').whereIn('hourlyRate', [4, 5]).del()
    expect((await list('')).body).toMatchObject({ total: 12, totalEstimated: 'about' })
    const response = await fetch(`${server.url}/api/export/teachers?format=csv`, {
      headers: { authorization: `Bearer ${server.token}` }
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-total-count')).toBe('10')
    expect((await response.text()).trim().split('\n')).toHaveLength(11)
  })

  it('R-PAGE-03 lists a big collection in any order an index serves, and refuses (400) another order, by name', async () => {
    for (const sort of ['$sort[area]=1', '$sort[hourlyRate]=-1', '$sort[created]=-1', '$sort[status]=1'])
      expect((await list(`${sort}&$limit=2`)).status, sort).toBe(200)
    const refused = await list('$sort[experienceYears]=1&$limit=2')
    expect(refused.status).toBe(400)
    expect(refused.body.data).toMatchObject({ code: 'sortNeedsIndex', field: 'experienceYears' })
    expect(refused.body.data.sortable).toEqual(
      expect.arrayContaining(['area', 'hourlyRate', 'created', '_id'])
    )
    // Free text found by its text index sorts only while the collection is small.
    expect((await list('$sort[name]=1&$limit=2')).status).toBe(400)
    expect(refused.body.errors.$sort).toMatch(/not indexed/)
    // A small collection is sorted however asked.
    expect((await server.request('GET', '/api/regAreas?$sort[modified]=1')).status).toBe(200)
  })

  it('R-PAGE-03 publishes which collections are big and the orders each can be listed in', async () => {
    const { schemas } = (await server.request('GET', '/api/schemas')).body
    expect(schemas.teachers.big).toBe(true)
    expect(schemas.teachers.sortLimit).toBe(5)
    expect(schemas.teachers.sortable).toEqual(
      expect.arrayContaining(['area', 'hourlyRate', 'created', '_id'])
    )
    expect(schemas.teachers.sortable).not.toContain('experienceYears')
    expect(schemas.regAreas).not.toHaveProperty('big')
    expect(schemas.regAreas).not.toHaveProperty('sortLimit')
    expect(schemas.regAreas.sortable).toContain('_id')
    expect((await server.request('GET', '/api/schemas/teachers')).body.big).toBe(true)
    expect(schemas.schemas).not.toHaveProperty('sortable')
  })

  it('counts a collection below the limit exactly, by the engine’s plain count on SQLite', async () => {
    await server.request('POST', '/api/regAreas', [{ name: { en: 'North' }, value: 'n' }])
    const knex = server.app.get('knex')
    const statements: string[] = []
    const heard = (query: { sql: string }) => statements.push(query.sql)
    knex.on('query', heard)
    const answer = await server.request('GET', '/api/regAreas').finally(() => knex.off('query', heard))
    expect(answer.body.total).toBe(1)
    expect(answer.body).not.toHaveProperty('totalEstimated')
    // SQLite counts a b-tree's cells for a plain count of a table; a capped count reads its rows.
    if (server.app.get('dialect').name === 'sqlite')
      expect(statements.filter((sql) => /count\(\*\)/i.test(sql))).toEqual([
        expect.not.stringContaining('capped')
      ])
  })

  it('answers 400 naming $count for any other value', async () => {
    for (const value of ['estimate', '', 'EXACT']) {
      const answer = await list(`$count=${value}`)
      expect(answer.status, value).toBe(400)
      expect(answer.body.data?.errors ?? answer.body.errors).toHaveProperty('$count')
    }
  })

  it('counts nothing for a cursor page', async () => {
    const answer = await list('$cursor=&$limit=2')
    expect(answer.body).not.toHaveProperty('total')
    expect(answer.body).not.toHaveProperty('totalEstimated')
    expect(answer.body.cursors.next).toEqual(expect.any(String))
  })
})

describe('list totals after deletions (R-PAGE-09)', () => {
  it('counts exactly once a collection is small again', async () => {
    const knex = server.app.get('knex')
    await knex('teachers').where('hourlyRate', '>=', 4).del()
    await knex.raw('ANALYZE ??', ['teachers'])
    const answer = await list('')
    expect(answer.body.total).toBe(4)
    expect(answer.body).not.toHaveProperty('totalEstimated')
  })
})
