import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import net from 'node:net'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { CaseResult } from './report'
import { summarise } from './timing'

const root = path.resolve(import.meta.dirname, '../../..')
/** A bare node HTTP server: what any Node.js start costs, the floor of a start. */
const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT, '127.0.0.1')`

const freePort = async () => {
  const server = net.createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  server.close()
  return port
}

/** Milliseconds from starting a command to its first 200 of `probe`; the command is then stopped. */
const timeToFirstAnswer = async (
  command: string,
  args: string[],
  env: Record<string, string>,
  probe: string
) => {
  const port = await freePort()
  const started = performance.now()
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true
  })
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`)
      const answered = await fetch(`http://127.0.0.1:${port}${probe}`).then(
        (response) => response.status === 200,
        () => false
      )
      if (answered) return performance.now() - started
      await sleep(5)
    }
  } finally {
    // npm, the shell and node: the whole group.
    process.kill(-child.pid!, 'SIGKILL')
    await once(child, 'exit')
  }
}

/**
 * S1: `npm start` on the bench's database (web and server already built) to the first 200 of
 * `/api/health`, beside a bare node HTTP server started the same way; `runs` of each, by turns.
 */
export const coldStart = async (env: Record<string, string>, runs: number): Promise<CaseResult> => {
  const product: number[] = []
  const floor: number[] = []
  for (let run = 0; run < runs; run++) {
    product.push(await timeToFirstAnswer('npm', ['start'], env, '/api/health'))
    floor.push(await timeToFirstAnswer(process.execPath, ['-e', BARE_SERVER], {}, '/'))
  }
  return {
    query: { key: 'S1', title: 'cold start: npm start -> first 200', goal: { kind: 'p50', ms: 800 } },
    api: summarise(product),
    floor: summarise(floor)
  }
}
