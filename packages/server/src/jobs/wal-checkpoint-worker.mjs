// Checkpoints a SQLite database's write-ahead log from a connection of its own, on a thread of its
// own: copying the log into the database file, and waiting for the disk, no longer happen inside
// the commits of the server's requests.
import { createRequire } from 'node:module'
import { clearInterval, setInterval } from 'node:timers'
import { parentPort, workerData } from 'node:worker_threads'

const { filename, everyMs, driver } = workerData
const Database = createRequire(import.meta.url)(driver)
const db = new Database(filename, { fileMustExist: true })
db.pragma('busy_timeout = 1000')
db.pragma('synchronous = NORMAL')

/** Copies what the log holds into the database; the writer starts the log over once all is copied. */
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    parentPort.postMessage({ type: 'failed', message: String(error?.message ?? error) })
  }
}

const timer = setInterval(checkpoint, everyMs)
parentPort.on('message', (message) => {
  if (message !== 'stop') return
  clearInterval(timer)
  checkpoint()
  db.close()
  parentPort.close()
})
