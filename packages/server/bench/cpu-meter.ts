import fs from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100

/** Busy CPU time of the whole machine so far, in seconds (every core, idle and I/O wait aside). */
const machineBusy = () => {
  const [, ...times] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = times.map(Number)
  return (user + nice + system + irq + softirq + steal) / TICKS
}

/** CPU time of one process so far, in seconds (its threads included); 0 once it has gone. */
const processBusy = (pid: number) => {
  try {
    // The command name may hold spaces: the fields after its closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS
  } catch {
    return 0
  }
}

/** The CPU time of processes whose command is `name` (PostgreSQL's backends, Redis). */
const commandBusy = (name: string) =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .reduce((sum, pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name
          ? sum + processBusy(Number(pid))
          : sum
      } catch {
        return sum
      }
    }, 0)

export interface CpuShares {
  /** Cores busy on the whole machine, of `cores`. */
  machine: number
  cores: number
  /** Cores busy per named part (server processes, the load maker, the database, Redis). */
  parts: Record<string, number>
}

/**
 * Measures where the machine's CPU goes while `work` runs: the whole machine and each part, in
 * cores busy on average. Shows whether a figure is limited by the server or by a full machine.
 */
export const measureCpu = async <T>(
  parts: Record<string, number>,
  work: () => Promise<T>
): Promise<{ result: T; cpu: CpuShares }> => {
  const read = () => ({
    at: performance.now(),
    machine: machineBusy(),
    self: process.cpuUsage(),
    postgres: commandBusy('postgres'),
    redis: commandBusy('redis-server'),
    parts: Object.fromEntries(Object.entries(parts).map(([name, pid]) => [name, processBusy(pid)]))
  })
  const before = read()
  const result = await work()
  const after = read()
  const seconds = (after.at - before.at) / 1000
  const selfSeconds =
    (after.self.user - before.self.user + after.self.system - before.self.system) / 1_000_000
  return {
    result,
    cpu: {
      machine: (after.machine - before.machine) / seconds,
      cores: os.availableParallelism(),
      parts: {
        ...Object.fromEntries(
          Object.keys(parts).map((name) => [name, (after.parts[name] - before.parts[name]) / seconds])
        ),
        'load maker': selfSeconds / seconds,
        PostgreSQL: (after.postgres - before.postgres) / seconds,
        Redis: (after.redis - before.redis) / seconds
      }
    }
  }
}

/** `machine 1.9 of 2 cores: server 1 0.9, load maker 0.6, PostgreSQL 0.3, Redis 0.0` */
export const cpuLine = ({ machine, cores, parts }: CpuShares) =>
  `CPU: machine ${machine.toFixed(2)} of ${cores} cores busy; ${Object.entries(parts)
    .map(([name, share]) => `${name} ${share.toFixed(2)}`)
    .join(', ')}`
