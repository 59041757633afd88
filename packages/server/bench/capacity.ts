import type { CpuShares } from './cpu-meter'

/** One load run: requests answered per second and where the CPU went meanwhile. */
export interface LoadRun {
  label: string
  perSecond: number
  cpu: CpuShares
  /** The parts of `cpu.parts` that are server processes. */
  servers: string[]
}

/** CPU milliseconds that `cores` busy spend on each request answered at `perSecond`. */
const msPerRequest = (cores: number, perSecond: number) => (perSecond > 0 ? (cores / perSecond) * 1000 : NaN)

/** The CPU cost of one request in a run: of all server processes together, and of the database. */
export const requestCost = ({ perSecond, cpu, servers }: LoadRun) => ({
  server: msPerRequest(
    servers.reduce((sum, name) => sum + (cpu.parts[name] ?? 0), 0),
    perSecond
  ),
  database: msPerRequest(cpu.parts.PostgreSQL ?? 0, perSecond),
  redis: msPerRequest(cpu.parts.Redis ?? 0, perSecond),
  loadMaker: msPerRequest(cpu.parts['load maker'] ?? 0, perSecond)
})

/**
 * Capacity on paper: per run, the CPU seconds per 1,000 requests of the servers, of PostgreSQL and
 * of Redis (the load maker's own beside, not counted), and what follows for a machine where the
 * servers have cores of their own: requests per second per server core, and database cores needed
 * per server core.
 */
export const capacityTable = (runs: LoadRun[]) => {
  const lines = [
    'CPU seconds per 1,000 requests (from /proc)     servers  PostgreSQL  Redis  (load maker)  req/s per server core  DB cores per server core'
  ]
  for (const run of runs) {
    const cost = requestCost(run)
    lines.push(
      [
        run.label.padEnd(47),
        cost.server.toFixed(2).padStart(7),
        cost.database.toFixed(2).padStart(11),
        cost.redis.toFixed(2).padStart(6),
        `(${cost.loadMaker.toFixed(2)})`.padStart(13),
        (1000 / cost.server).toFixed(0).padStart(22),
        (cost.database / cost.server).toFixed(2).padStart(25)
      ].join(' ')
    )
  }
  return lines.join('\n')
}
