import { parseArgs } from 'node:util'
import cliProgress from 'cli-progress'
import { commandConfig, runCommand } from './command-config'
import { migrateToPostgres, type MigrationProgress } from './migrate'

const USAGE =
  'Usage: npm run migrate -- --to postgres://user:password@host:5432/database [--batch 2000] [--samples 20]\n' +
  'Copies the SQLite database of DATA_DIR into an empty PostgreSQL database; run it again to resume.'

/** One bar of all rows, naming the table being copied, on stderr; without a terminal, a plain line every two seconds. */
const progressBar = (): MigrationProgress & { stop(): void } => {
  const bar = new cliProgress.SingleBar(
    {
      format: 'copying {table} [{bar}] {percentage}% {value}/{total} rows · {eta_formatted} left',
      hideCursor: true,
      stream: process.stderr,
      noTTYOutput: true,
      notTTYSchedule: 2000
    },
    cliProgress.Presets.shades_classic
  )
  return {
    start: (total, done) => bar.start(total, done, { table: '' }),
    advance: (table, rows) => bar.increment(rows, { table }),
    stop: () => bar.stop()
  }
}

const wholeNumber = (name: string, text: string | undefined, fallback: number) => {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number above 0\n${USAGE}`)
  return value
}

runCommand(async () => {
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      batch: { type: 'string' },
      samples: { type: 'string' },
      help: { type: 'boolean' }
    }
  })
  if (values.help || !values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    console.log(USAGE)
    if (!values.help) process.exitCode = 2
    return
  }
  const config = commandConfig()
  const bars = progressBar()
  try {
    const report = await migrateToPostgres({
      dataDir: config.dataDir,
      targetUrl: values.to,
      batchSize: wholeNumber('batch', values.batch, 2000),
      samplesPerTable: wholeNumber('samples', values.samples, 20),
      progress: bars
    })
    bars.stop()
    const rows = Object.values(report.counts).reduce((sum, count) => sum + count, 0)
    console.log(
      `${report.resumed ? 'Resumed and finished' : 'Finished'}: ${Object.keys(report.counts).length} tables, ` +
        `${rows.toLocaleString('en')} rows (${report.copied.toLocaleString('en')} copied by this run) in ${report.seconds.toFixed(1)} s; ` +
        `counts equal, ${report.sampled} sampled records equal field by field.\n` +
        `Start the server on it with DATABASE_URL=${values.to.replace(/(\/\/[^:@/]*):[^@/]*@/, '$1:…@')} npm start (same DATA_DIR: uploads and the access-token secret stay there).`
    )
  } finally {
    bars.stop()
  }
})
