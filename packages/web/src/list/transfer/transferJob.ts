/** What an import or export is doing: bytes sent, or rows checked, written or exported, of a total. */
export interface TransferProgress {
  phase: 'upload' | 'check' | 'write' | 'export'
  done: number
  total: number
}

/** How an import or export reports its progress and is cancelled. */
export interface TransferControl {
  signal?: AbortSignal
  onProgress?: (progress: TransferProgress) => void
}

const POLL_MS = 250

/** Whether a failure is the cancel the person asked for. */
export const isAbort = (failure: unknown) => (failure as { name?: string })?.name === 'AbortError'

/** A stop that came too late: the server had finished the work (an import's rows are saved). */
export class FinishedBeforeStop extends Error {
  override name = 'FinishedBeforeStop'
}

/** A job as the server tells it: its phase (running, or how it ended) and its counts. */
interface JobState {
  phase: TransferProgress['phase'] | 'done' | 'cancelled' | 'failed'
  done: number
  total: number
}

/**
 * `GET /api/transfer-progress/{job}`: the job's state, `null` when the server has no such job (not
 * begun, or long gone), `undefined` when the question failed.
 */
const jobState = async (
  job: string,
  headers: Record<string, string>
): Promise<JobState | null | undefined> => {
  try {
    const response = await fetch(`/api/transfer-progress/${job}`, { headers })
    if (response.status === 404) return null
    return response.ok ? ((await response.json()) as JobState) : undefined
  } catch {
    return undefined
  }
}

/** How long a stopped job is asked how it ended, before it is taken as stopped. */
const END_POLLS = 120

/**
 * How a job the console stopped ended on the server: `done` when it finished before the stop
 * reached it, else `stopped` (cancelled, failed, or never begun: the server has no such job).
 */
export const stoppedJobEnd = async (
  job: string,
  headers: Record<string, string>,
  wait = POLL_MS
): Promise<'done' | 'stopped'> => {
  for (let poll = 0; poll < END_POLLS; poll++) {
    const state = await jobState(job, headers)
    if (state === null || state?.phase === 'cancelled' || state?.phase === 'failed') return 'stopped'
    if (state?.phase === 'done') return 'done'
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
  return 'stopped'
}

/** A job id of the console's own: the server keeps its progress under it for this user alone. */
export const newJobId = () => `job-${crypto.randomUUID()}`

/**
 * Reads a job's progress from the server while it runs (`GET /api/transfer-progress/{job}`);
 * the answer to stop.
 */
export const watchJob = (
  job: string,
  headers: Record<string, string>,
  onProgress: (progress: TransferProgress) => void
) => {
  let stopped = false
  const poll = async () => {
    if (stopped) return
    // A failed question is asked again at the next poll; the job's own answer tells how it ended.
    const state = await jobState(job, headers)
    if (!stopped && (state?.phase === 'check' || state?.phase === 'write' || state?.phase === 'export'))
      onProgress(state as TransferProgress)
    if (!stopped) timer = setTimeout(() => void poll(), POLL_MS)
  }
  let timer = setTimeout(() => void poll(), 0)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
