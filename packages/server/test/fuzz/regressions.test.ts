import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryString } from './call-builders'
import { Findings } from './findings'
import { FuzzTarget, SLOW_MS, type Call, type Outcome } from './fuzz-target'
import { strangeFile } from './import-files'
import { formBody } from './multipart'

/**
 * The requests of the issue found with an editor's account, exactly as reported, on the engine of
 * this run (SQLite, or PostgreSQL with DATABASE_URL): each answers 2xx or 4xx in Feathers JSON,
 * quickly, and leaves the process up and the data as it was.
 */
let target: FuzzTarget
const minute = 120_000
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Refusals come in well under a second (bench:abuse); this bound only catches a frozen server. */
const QUICK_MS = SLOW_MS

beforeAll(async () => {
  target = await FuzzTarget.start()
}, minute)
afterAll(async () => {
  if (target) console.info(`regressions: ${target.summary()}`)
  await target?.stop()
})

/** Runs the calls through every common check, then asserts none broke and hands back their answers. */
const attempt = async (...calls: Call[]): Promise<Outcome[]> => {
  const findings = new Findings()
  const answers: Outcome[] = []
  for (const call of calls)
    await target.check(call, findings, (_call, outcome) => {
      answers.push(outcome)
      return undefined
    })
  expect(findings.lines()).toEqual([])
  expect(await target.alive(), 'GET /api/health afterwards').toBe(true)
  return answers
}

const rest = (method: string, path: string, extra: Partial<Call> = {}): Call =>
  ({ transport: 'rest', actor: 'editor', method, path, ...extra }) as Call

const upload = (file: Buffer, filename: string, type: string, options: { unclosed?: boolean } = {}): Call => {
  const boundary = '----regression-boundary'
  return rest('POST', '/api/import/teachers', {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: formBody(
      [
        { name: 'dryRun', data: 'false' },
        { name: 'file', filename, type, data: file }
      ],
      { boundary, unclosed: options.unclosed }
    ),
    writes: 'teachers'
  })
}

describe(`the issue's requests (engine of this run)`, () => {
  it(
    'POST /api/import/teachers: a multipart body without its closing boundary answers 4xx',
    async () => {
      const [answer] = await attempt(
        upload(Buffer.from('name\nCut upload\n'), 'teachers.csv', 'text/csv', { unclosed: true })
      )
      expect(answer.status).toBeGreaterThanOrEqual(400)
    },
    minute
  )

  it(
    'GET /api/teachers?name[$regex]=^(a+)+$ answers at once (no exponential backtracking)',
    async () => {
      const [answer] = await attempt(
        rest('GET', `/api/teachers?${queryString({ name: { $regex: '^(a+)+$' } })}`)
      )
      expect(answer.ms, `answered in ${answer.ms} ms`).toBeLessThan(QUICK_MS)
    },
    minute
  )

  it(
    'xlsx bombs (1,000,000 rows; one 100 MB cell; a 100 MB shared string) are refused at once and write nothing',
    async () => {
      for (const kind of ['row bomb', 'cell bomb', 'shared strings bomb']) {
        const before = await target.count('teachers')
        const [answer] = await attempt(upload(strangeFile(kind), 'teachers.xlsx', XLSX))
        expect(answer.ms, `${kind} answered in ${answer.ms} ms`).toBeLessThan(QUICK_MS)
        expect(
          await target.count('teachers'),
          `${kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`
        ).toBe(before)
      }
    },
    minute
  )

  it('a NUL character: GET /api/teachers?name=%00', async () => {
    await attempt(rest('GET', '/api/teachers?name=%00'))
  })

  it('a NUL character in a body: POST /api/teachers {"name":"a\\u0000b"}, and in list and translated fields', async () => {
    await attempt(
      rest('POST', '/api/teachers', { json: { name: 'a\u0000b' }, writes: 'teachers' }),
      rest('POST', '/api/teachers', { json: { name: 'x', keywords: ['a\u0000b'] }, writes: 'teachers' }),
      rest('POST', '/api/regAreas', { json: { name: { en: 'a\u0000b' } }, writes: 'regAreas' })
    )
  })

  it('a NUL character in a CSV cell: POST /api/import/teachers', async () => {
    await attempt(upload(Buffer.from('name\na\u0000b\n'), 'teachers.csv', 'text/csv'))
  })

  it('a lone surrogate "\\ud800" in a body, over REST and the socket, and in a query over the socket', async () => {
    await attempt(
      rest('POST', '/api/teachers', { json: { name: '\ud800' }, writes: 'teachers' }),
      rest('POST', '/api/teachers', { json: { name: 'x', keywords: ['\ud800'] }, writes: 'teachers' }),
      rest('POST', '/api/regAreas', { json: { name: { en: '\ud800' } }, writes: 'regAreas' }),
      {
        transport: 'socket',
        actor: 'editor',
        method: 'create',
        path: 'teachers',
        args: [{ name: '\ud800' }],
        writes: 'teachers'
      },
      { transport: 'socket', actor: 'editor', method: 'find', path: 'teachers', args: [{ name: '\ud800' }] },
      {
        transport: 'socket',
        actor: 'editor',
        method: 'find',
        path: 'teachers',
        args: [{ keywords: '\ud800' }]
      },
      rest('GET', '/api/teachers?name=%ED%A0%80')
    )
  })

  for (const pattern of ['\\d{999999}', '\\p{L}', '(?<n>a)'])
    it(`regex syntax PostgreSQL rejects: GET /api/teachers?name[$regex]=${pattern}`, async () => {
      await attempt(rest('GET', `/api/teachers?${queryString({ name: { $regex: pattern } })}`))
    })

  for (const path of ['/api/__proto__', '/api/constructor', '/api/toString', '/api/teachers/__proto__'])
    it(`a path named like a prototype member: GET ${path} answers 404`, async () => {
      const [answer] = await attempt(rest('GET', path))
      expect(answer.status).toBe(404)
    })

  it('Content-Encoding: gzip on a body that is not gzip answers 400', async () => {
    const [answer] = await attempt(
      rest('POST', '/api/teachers', {
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: JSON.stringify({ name: 'Not gzip' }),
        writes: 'teachers'
      })
    )
    expect(answer.status).toBe(400)
  })

  for (const id of [[{}], [{ $ne: null }], [{ _id: { $gt: '' } }], [[{}]]])
    it(`a socket remove whose id is a list holding an object: remove('teachers', ${JSON.stringify(id)})`, async () => {
      const [answer] = await attempt({
        transport: 'socket',
        actor: 'editor',
        method: 'remove',
        path: 'teachers',
        args: [id],
        writes: 'teachers'
      })
      expect(answer.status).toBeGreaterThanOrEqual(400)
    })
})
