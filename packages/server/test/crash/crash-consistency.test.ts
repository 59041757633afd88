import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyOf, rawRequest } from '../support/raw-http'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import {
  IMPORT_HEADERS,
  importBody,
  killDuring,
  markedCount,
  spreadDelays,
  sqliteIntegrity
} from './crash-trials'

/**
 * The real server in its own process, killed with SIGKILL while it writes a batch (an import of
 * 20,000 rows; a remove of 1,000 rows, the most one call may remove), then started again on the
 * same data: the batch is there whole or not at all, and SQLite's file stays sound.
 * CRASH_TRIALS sets the trials per kind, CRASH_SEED the seed of the kill delays.
 */
const IMPORT_ROWS = 20_000
const REMOVE_ROWS = 1000
const TRIALS = Number(process.env.CRASH_TRIALS) || 5
const minutes = 240_000

let server: ServerProcess
const sqlite = () => !server.db.databaseUrl

beforeAll(async () => {
  server = await startServerProcess()
}, minutes)
afterAll(() => server?.stop())

interface Trial {
  delay: number
  status: number
  rows: number
  integrity: string
}

const describeTrials = (trials: Trial[]) =>
  trials
    .map(
      (t) =>
        `killed ${t.delay} ms in: answer ${t.status || 'none'}, ${t.rows} rows after restart, integrity ${t.integrity}`
    )
    .join('\n')

/** Kills the server `delay` ms into `send`, restarts it on the same data and counts the marked rows. */
const trial = async (
  marker: string,
  delay: number,
  request: Parameters<typeof killDuring>[1]
): Promise<Trial> => {
  const { answer } = await killDuring(server, request, delay)
  const integrity = sqlite() ? sqliteIntegrity(server.db.dataDir) : 'n/a (PostgreSQL)'
  await server.restart()
  return { delay, status: answer.status, rows: await markedCount(server, marker), integrity }
}

/** Rows after a restart: `done` when the batch took effect, `undone` when it did not; an answered batch is done. */
const expectAllOrNone = (trials: Trial[], rows: { done: number; undone: number }, kind: string) => {
  const report = describeTrials(trials)
  console.info(`${kind} on ${sqlite() ? 'sqlite' : 'postgres'}:\n${report}`)
  for (const t of trials) {
    expect([rows.done, rows.undone], `${kind}, all or none of the batch:\n${report}`).toContain(t.rows)
    if (t.status >= 200 && t.status < 300)
      expect(t.rows, `${kind} answered ${t.status} before the kill:\n${report}`).toBe(rows.done)
    if (sqlite()) expect(t.integrity, `SQLite integrity:\n${report}`).toBe('ok')
  }
}

describe('crash consistency: SIGKILL mid-write keeps all or none of a batch', () => {
  it(
    `POST /api/import/teachers of ${IMPORT_ROWS} rows`,
    async () => {
      const post = (marker: string) => ({
        method: 'POST',
        path: '/api/import/teachers',
        headers: IMPORT_HEADERS,
        body: importBody(IMPORT_ROWS, marker)
      })
      const started = Date.now()
      const whole = await rawRequest(server.url, {
        ...post('import-whole'),
        headers: { ...IMPORT_HEADERS, authorization: `Bearer ${server.admin.token}` },
        timeoutMs: 120_000
      })
      const span = Date.now() - started
      expect(whole.status, JSON.stringify(bodyOf(whole)).slice(0, 300)).toBe(201)
      expect(await markedCount(server, 'import-whole')).toBe(IMPORT_ROWS)

      const trials: Trial[] = []
      for (const [index, delay] of spreadDelays(TRIALS, span).entries())
        trials.push(await trial(`import-${index}`, delay, post(`import-${index}`)))
      expectAllOrNone(
        trials,
        { done: IMPORT_ROWS, undone: 0 },
        `import of ${IMPORT_ROWS} rows (${span} ms whole)`
      )
    },
    minutes
  )

  it(
    `DELETE /api/teachers?phone=… removing ${REMOVE_ROWS} rows in one call`,
    async () => {
      const seed = async (marker: string) => {
        const rows = Array.from({ length: REMOVE_ROWS }, (_, index) => ({
          name: `Remove ${index}`,
          phone: marker
        }))
        const answer = await server.request('POST', '/api/teachers', rows)
        expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(201)
      }
      const remove = (marker: string) => ({ method: 'DELETE', path: `/api/teachers?phone=${marker}` })

      await seed('remove-whole')
      const started = Date.now()
      const whole = await rawRequest(server.url, {
        ...remove('remove-whole'),
        headers: { authorization: `Bearer ${server.admin.token}` }
      })
      const span = Date.now() - started
      expect(whole.status, JSON.stringify(bodyOf(whole)).slice(0, 300)).toBe(200)
      expect(await markedCount(server, 'remove-whole')).toBe(0)

      const trials: Trial[] = []
      for (const [index, delay] of spreadDelays(TRIALS, span).entries()) {
        await seed(`remove-${index}`)
        trials.push(await trial(`remove-${index}`, delay, remove(`remove-${index}`)))
      }
      expectAllOrNone(
        trials,
        { done: 0, undone: REMOVE_ROWS },
        `remove of ${REMOVE_ROWS} rows (${span} ms whole)`
      )
    },
    minutes
  )
})
