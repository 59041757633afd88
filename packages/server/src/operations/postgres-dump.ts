import { spawn, spawnSync } from 'node:child_process'
import type { Knex } from 'knex'

/** Whether one of PostgreSQL's client programs (pg_dump, pg_restore) can be run here. */
export const hasPostgresTool = (name: 'pg_dump' | 'pg_restore') => {
  const found = spawnSync(name, ['--version'], { stdio: 'ignore' })
  return !found.error && found.status === 0
}

/** The sentence said when a PostgreSQL client program is missing. */
export const missingToolSentence = (name: string) =>
  `${name} is not installed: install PostgreSQL's client programs of the server's major version or newer ` +
  `(Debian and Ubuntu: apt-get install postgresql-client), or back the database up with your provider's tools.`

/** Runs a PostgreSQL client program; rejects with what it wrote to stderr. */
export const runPostgresTool = (name: 'pg_dump' | 'pg_restore', args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(name, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${errors.trim()}`))
    )
  })

/**
 * Dumps the database in pg_dump's custom format from the snapshot of a transaction held open
 * meanwhile, and answers what `describe` read in that same snapshot: the counts in the manifest
 * are those of the dump, however many writes the server makes during it.
 */
export const dumpPostgres = async <T>(
  knex: Knex,
  url: string,
  file: string,
  describe: (trx: Knex.Transaction) => Promise<T>
): Promise<T> => {
  if (!hasPostgresTool('pg_dump')) throw new Error(missingToolSentence('pg_dump'))
  const trx = await knex.transaction({ isolationLevel: 'repeatable read', readOnly: true })
  try {
    const { rows } = await trx.raw('SELECT pg_export_snapshot() AS snapshot')
    const dump = runPostgresTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0].snapshot}`,
      `--file=${file}`,
      `--dbname=${url}`
    ])
    const described = await describe(trx)
    await dump
    return described
  } finally {
    await trx.rollback().catch(() => undefined)
  }
}

/** Restores a dump of pg_dump's custom format into the database at `url`, in one transaction. */
export const restorePostgres = async (url: string, file: string, clean: boolean) => {
  if (!hasPostgresTool('pg_restore')) throw new Error(missingToolSentence('pg_restore'))
  await runPostgresTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(clean ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    file
  ])
}
