import path from 'node:path'
import { SqliteDatabase as Database } from '../../src/db/sqlite-driver'
import fc from 'fast-check'
import { rawRequest, type RawAnswer } from '../support/raw-http'
import type { ServerProcess } from '../support/server-process'

const BOUNDARY = '----crash-trial-boundary'

/** A CSV upload of `rows` teachers, each carrying `marker` in its phone, as a multipart body. */
export const importBody = (rows: number, marker: string): Buffer => {
  const lines = [
    'name,phone',
    ...Array.from({ length: rows }, (_, index) => `Crash teacher ${index},${marker}`)
  ]
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\nfalse\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="teachers.csv"\r\nContent-Type: text/csv\r\n\r\n`
    ),
    Buffer.from(lines.join('\n')),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  ])
}

export const IMPORT_HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }

/** Teachers whose phone is `marker`, counted as the admin. */
export const markedCount = async (server: ServerProcess, marker: string): Promise<number> => {
  const answer = await server.request('GET', `/api/teachers?phone=${encodeURIComponent(marker)}&$limit=0`)
  if (answer.status !== 200)
    throw new Error(`count of ${marker}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.total
}

/**
 * Sends a request as the admin and SIGKILLs the server `delayMs` after the request went out.
 * Resolves with the answer (status 0 when the kill came first) once the process is gone.
 */
export const killDuring = async (
  server: ServerProcess,
  request: { method: string; path: string; headers?: Record<string, string>; body?: Buffer },
  delayMs: number
): Promise<{ answer: RawAnswer; killedAfterAnswer: boolean }> => {
  let timer: NodeJS.Timeout | undefined
  let answered = false
  const answer = rawRequest(server.url, {
    ...request,
    headers: { authorization: `Bearer ${server.admin.token}`, ...request.headers },
    timeoutMs: 120_000,
    onStart: () => {
      timer = setTimeout(() => void server.kill(), delayMs)
    }
  }).then((result) => {
    answered = result.status !== 0
    return result
  })
  const result = await answer
  // An answer that beat the kill still gets its kill, so that every trial restarts alike.
  if (answered) {
    clearTimeout(timer)
    await server.kill()
  } else await server.exited()
  return { answer: result, killedAfterAnswer: answered }
}

/** `PRAGMA integrity_check` of the SQLite file of a stopped server: `ok` when sound. */
export const sqliteIntegrity = (dataDir: string): string => {
  const db = new Database(path.join(dataDir, 'tutor-admin.sqlite'))
  try {
    return (db.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((row) => row.integrity_check)
      .join('; ')
  } finally {
    db.close()
  }
}

/**
 * Delays spread over `[0.02, 1.1] × span`: one per stratum, placed at random within it from a
 * fixed seed (CRASH_SEED overrides), so trials cover early, middle and late kills alike.
 */
export const spreadDelays = (
  trials: number,
  spanMs: number,
  seed = Number(process.env.CRASH_SEED) || 7
): number[] =>
  fc
    .sample(fc.double({ min: 0, max: 1, noNaN: true }), { seed, numRuns: trials })
    .map((jitter, index) => Math.round(spanMs * (0.02 + ((index + jitter) / trials) * 1.08)))
