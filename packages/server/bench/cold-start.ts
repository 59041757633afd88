import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
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

/** A Node.js line to start on: its version, and the environment that runs its `npm` and `node`. */
export interface NodeLine {
  version: string
  env: Record<string, string>
}

/** The machine's own Node.js, then each of `majors` from the cache of scripts/node-lines.mjs. */
export const nodeLines = async (majors: number[]): Promise<NodeLine[]> => {
  const own = { version: process.versions.node, env: {} }
  if (majors.length === 0) return [own]
  const { nodeLine, nodeLineEnv } = await import('../../../scripts/node-lines.mjs')
  const others = majors
    .filter((major) => major !== Number(process.versions.node.split('.')[0]))
    .map((major) => {
      const folder = nodeLine(major)
      const env = nodeLineEnv(folder, { PATH: process.env.PATH ?? '' })
      const version = execFileSync(path.join(folder, 'bin', 'node'), ['-p', 'process.versions.node'])
        .toString()
        .trim()
      return { version, env }
    })
  return [own, ...others]
}

/** The issue's goal on every line: each starts from V8's code cache (packages/server/scripts/run-compiled.mjs). */
const START_GOAL_MS = 500

/**
 * S1: `npm start` on the bench's database (web and server already built) to the first 200 of
 * `/api/health`, beside a bare node HTTP server started the same way; `runs` of each, by turns,
 * on each Node.js line.
 */
export const coldStart = async (
  env: Record<string, string>,
  runs: number,
  lines: NodeLine[]
): Promise<CaseResult[]> => {
  const results: CaseResult[] = []
  for (const line of lines) {
    const product: number[] = []
    const floor: number[] = []
    // The first start fills the code cache, as any start after an install does.
    await timeToFirstAnswer('npm', ['start'], { ...env, ...line.env }, '/api/health')
    for (let run = 0; run < runs; run++) {
      product.push(await timeToFirstAnswer('npm', ['start'], { ...env, ...line.env }, '/api/health'))
      floor.push(await timeToFirstAnswer('node', ['-e', BARE_SERVER], line.env, '/'))
    }
    results.push({
      query: {
        key: 'S1',
        title: `cold start on Node.js ${line.version}: npm start -> first 200`,
        goal: { kind: 'p50', ms: START_GOAL_MS }
      },
      api: summarise(product),
      floor: summarise(floor)
    })
  }
  return results
}
