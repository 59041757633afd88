import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from '../config'

/** The server's folder, from which `npm start` runs (scripts/start.mjs). */
const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The configuration of a command as `npm start` would read it: a relative or missing DATA_DIR is
 * taken from the server's folder, where the server runs, not from where npm was run.
 */
export const commandConfig = (env: NodeJS.ProcessEnv = process.env) =>
  readConfig({ ...env, DATA_DIR: path.resolve(SERVER_ROOT, env.DATA_DIR || 'data') })

/** A file named on the command line, relative to the folder npm was run in. */
export const argumentPath = (file: string) => path.resolve(process.env.INIT_CWD || process.cwd(), file)

/** Runs a command's work: a failure is one sentence on stderr and exit code 1, not a stack trace. */
export const runCommand = (work: () => Promise<void>) =>
  work().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    if (process.env.DEBUG) console.error(error)
    process.exitCode = 1
  })
