import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import type { Knex } from 'knex'
import { sqliteDriverPackage } from '../db/sqlite-driver'
import type { Logger } from '../logging/logger'

const WORKER = new URL('./wal-checkpoint-worker.mjs', import.meta.url)
/** SQLite's own rule: a commit checkpoints once the log holds this many pages. */
const SQLITE_DEFAULT_PAGES = 1000

export interface WalCheckpoints {
  stop(): Promise<void>
}

/**
 * Moves SQLite's checkpoints off the requests: the server's connection stops checkpointing at
 * commit, and a thread checkpoints every `everyMs` instead. A bulk write (an import of thousands
 * of rows) then answers without copying its log into the database and waiting for the disk on the
 * event loop. Should the thread fail, the connection checkpoints at commit again.
 */
export const startWalCheckpoints = async (
  knex: Knex,
  filename: string,
  logger: Logger,
  everyMs = 1000
): Promise<WalCheckpoints> => {
  const worker = new Worker(WORKER, { workerData: { filename, everyMs, driver: sqliteDriverPackage } })
  worker.unref()
  const commitsCheckpoint = (error: unknown) => {
    logger.warn({ err: error }, 'WAL checkpoints are back on commits')
    void knex.raw(`PRAGMA wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`).catch(() => undefined)
  }
  worker.on('error', commitsCheckpoint)
  worker.on('message', (message: { type: string; message: string }) => {
    if (message.type === 'failed') logger.warn({ message: message.message }, 'a WAL checkpoint failed')
  })
  await knex.raw('PRAGMA wal_autocheckpoint = 0')
  return {
    async stop() {
      worker.off('error', commitsCheckpoint)
      const exited = once(worker, 'exit')
      worker.postMessage('stop')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
      await worker.terminate()
    }
  }
}
