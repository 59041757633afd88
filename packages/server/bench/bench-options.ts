import { parseArgs } from 'node:util'

export type Engine = 'sqlite' | 'postgres'

export interface BenchOptions {
  rows: number
  engines: Engine[]
  /** Timed requests per query and per side (API, floor). */
  requests: number
  seed: number
  /** Server in which the PostgreSQL run creates (and drops) a scratch database. */
  postgresUrl: string
}

const USAGE = 'npm run bench:api -- [--rows 200000] [--db sqlite|postgres|both] [--requests 60] [--seed 1]'

/** A whole number of a command line option, at least `min`; else an error with the usage. */
export const wholeNumber = (name: string, text: string, min: number, usage = USAGE) => {
  const value = Number(text.replace(/_/g, ''))
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be a whole number of at least ${min}\n${usage}`)
  return value
}

/** Reads the command line of `npm run bench:api`. */
export const readOptions = (args = process.argv.slice(2)): BenchOptions => {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: 'string', default: '200000' },
      db: { type: 'string', default: 'both' },
      requests: { type: 'string', default: '60' },
      seed: { type: 'string', default: '1' }
    }
  })
  if (!['sqlite', 'postgres', 'both'].includes(values.db))
    throw new Error(`--db must be sqlite, postgres or both\n${USAGE}`)
  return {
    rows: wholeNumber('rows', values.rows, 1000),
    engines: values.db === 'both' ? ['sqlite', 'postgres'] : [values.db as Engine],
    requests: wholeNumber('requests', values.requests, 50),
    seed: wholeNumber('seed', values.seed, 0),
    postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  }
}
