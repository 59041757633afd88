import { useRef, useState } from 'react'
import type { TransferControl, TransferProgress } from './transferJob'

/**
 * The import or export a dialog runs: whether it runs (and is being stopped) and its progress;
 * `run` hands the work its control (a signal that stops it, a progress report), `stop` cancels it,
 * `leave` cancels and closes the dialog.
 */
export const useTransferRun = (close: () => void) => {
  const [running, setRunning] = useState(false)
  const [progress, setProgress] = useState<TransferProgress | null>(null)
  const [stopping, setStopping] = useState(false)
  const running$ = useRef<AbortController | null>(null)
  const run = async <T>(work: (control: TransferControl) => Promise<T>): Promise<T> => {
    const controller = (running$.current = new AbortController())
    setRunning(true)
    setStopping(false)
    setProgress(null)
    try {
      return await work({ signal: controller.signal, onProgress: setProgress })
    } finally {
      running$.current = null
      setRunning(false)
    }
  }
  const stop = () => {
    if (!running$.current) return
    setStopping(true)
    running$.current.abort()
  }
  const leave = () => {
    stop()
    close()
  }
  return { running, stopping, progress, run, stop, leave }
}
