import fs from 'node:fs'

/** A process's resident memory now, in bytes (/proc), 0 once it has gone. */
export const rssOfProcess = (pid: number) => {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return Number(kb ?? 0) * 1024
  } catch {
    return 0
  }
}
