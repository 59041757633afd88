import type { Writable } from 'node:stream'

/** The download's stream closed before the file was written: the client went away. */
export class DownloadClosed extends Error {
  constructor() {
    super('The download was closed before its end')
  }
}

/**
 * Waits while `stream` holds more than it should (back-pressure from a slow reader); fails once the
 * download `out` is closed, so that a writer stops reading rows nobody will receive.
 */
export const writableAgain = async (stream: Writable, out: Writable) => {
  if (out.destroyed) throw new DownloadClosed()
  if (!stream.writableNeedDrain) return
  await new Promise<void>((resolve, reject) => {
    const drained = () => {
      out.off('close', closed)
      resolve()
    }
    const closed = () => {
      stream.off('drain', drained)
      reject(new DownloadClosed())
    }
    stream.once('drain', drained)
    out.once('close', closed)
  })
}
