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
  /** Node.js lines whose cold start is timed beside the machine's own. */
  nodeLines: number[]
}

const USAGE =
  'npm run bench:api -- [--rows 200000] [--db sqlite|postgres|both] [--requests 200] [--seed 1] [--node-lines 22,24|none]'

/** A whole number of a command line option, at least `min`; else an error with the usage. */
export const wholeNumber = (name: string, text: string, min: number, usage = USAGE) => {
  const value = Number(text.replace(/_/g, ''))
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be a whole number of at least ${min}\n${usage}`)
  return value
}

/** The engines of `--db sqlite|postgres|both`; else an error with the usage. */
export const readEngines = (db: string, usage = USAGE): Engine[] => {
  if (!['sqlite', 'postgres', 'both'].includes(db))
    throw new Error(`--db must be sqlite, postgres or both\n${usage}`)
  return db === 'both' ? ['sqlite', 'postgres'] : [db as Engine]
}

/** Server in which a PostgreSQL run creates (and drops) its scratch databases. */
export const postgresServerUrl = () =>
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** Reads the command line of `npm run bench:api`. */
export const readOptions = (args = process.argv.slice(2)): BenchOptions => {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: 'string', default: '200000' },
      db: { type: 'string', default: 'both' },
      requests: { type: 'string', default: '200' },
      seed: { type: 'string', default: '1' },
      'node-lines': { type: 'string', default: '22,24' }
    }
  })
  return {
    rows: wholeNumber('rows', values.rows, 1000),
    engines: readEngines(values.db),
    requests: wholeNumber('requests', values.requests, 50),
    seed: wholeNumber('seed', values.seed, 0),
    postgresUrl: postgresServerUrl(),
    nodeLines:
      values['node-lines'] === 'none'
        ? []
        : values['node-lines'].split(',').map((major) => wholeNumber('node-lines', major, 20))
  }
}
