import { spawn } from 'node:child_process'
import { createTestDatabase, type TestDatabase } from '../test/support/test-database'
import type { Engine } from './bench-options'

/** A scratch database: a folder under the system temp dir, or a database created (and later dropped) on the server. */
export const scratchDatabase = async (engine: Engine, postgresUrl: string): Promise<TestDatabase> => {
  if (engine === 'postgres') process.env.DATABASE_URL = postgresUrl
  else delete process.env.DATABASE_URL
  return createTestDatabase()
}

/** Signs in as the first administrator when the server has authentication; else goes without a token. */
export const signIn = async (
  base: string,
  admin: { email: string; password: string }
): Promise<Record<string, string>> => {
  const response = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', ...admin })
  })
  if (response.status === 404) return {}
  if (response.status !== 201)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`)
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` }
}

/**
 * Runs the running script again for one engine (`--db engine` added to its arguments): each engine
 * gets a process of its own, fresh caches and heap.
 */
export const runAlone = (engine: Engine) =>
  new Promise<void>((resolve, reject) => {
    const args = [...process.execArgv, process.argv[1], ...process.argv.slice(2), '--db', engine]
    spawn(process.execPath, args, { stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the ${engine} run ended with code ${code}`))
    )
  })

/**
 * With several engines, runs each in a process of its own (`runAlone`); with one, benches it and
 * prints its figures.
 */
export const benchEachEngine = async (engines: Engine[], bench: (engine: Engine) => Promise<string>) => {
  if (engines.length > 1) {
    for (const engine of engines) await runAlone(engine)
    return
  }
  process.stdout.write(`\n${await bench(engines[0])}\n`)
  // The server's transports keep no process alive on purpose; nothing is left to wait for.
  process.exit(0)
}
