import { Worker } from 'node:worker_threads'
import type { PageCalls, PageRenderRequest, RenderedPage } from '@tutor-admin/shared'

/** Renders pages on worker threads, so that renders use every core and do not hold up the event loop. */
export interface RenderPool {
  render(request: Omit<PageRenderRequest, 'calls'>, calls: PageCalls): Promise<RenderedPage | undefined>
  /**
   * Starts every thread and loads the renderer in it; given the catalogue's call and more than one
   * thread, each then renders its first pages in turn. Answers the paths rendered, once per thread.
   */
  warm(calls?: Pick<PageCalls, 'schemas'>): Promise<string[]>
  close(): Promise<void>
}

interface Job {
  resolve(result: unknown): void
  reject(error: Error): void
  calls?: Partial<PageCalls>
}

interface Thread {
  worker: Worker
  jobs: Map<number, Job>
}

type FromWorker =
  | { type: 'call'; job: number; call: number; kind: 'schemas' | 'find'; args: unknown[] }
  | { type: 'done'; job: number; result?: unknown; error?: { name?: string; message: string } }

const WORKER = new URL('./page-render-worker.mjs', import.meta.url)

const failure = (error: unknown) => {
  const { name, message, code, className, data } = error as Record<string, unknown>
  return { name, message: String(message ?? error), code, className, data }
}

/** `size` threads running the renderer of `rendererFile`; a thread that dies is replaced. */
export const createRenderPool = (rendererFile: string, size: number): RenderPool => {
  const threads: Thread[] = []
  let lastJob = 0
  let closed = false

  const start = (): Thread => {
    const worker = new Worker(WORKER, { workerData: { rendererFile } })
    worker.unref()
    const thread: Thread = { worker, jobs: new Map() }
    worker.on('message', (message: FromWorker) => {
      const job = thread.jobs.get(message.job)
      if (!job) return
      if (message.type === 'done') {
        thread.jobs.delete(message.job)
        if (message.error) job.reject(Object.assign(new Error(message.error.message), message.error))
        else job.resolve(message.result)
        return
      }
      const [service, query] = message.args as [string, Record<string, unknown>]
      // A warm-up render has the catalogue's call only.
      const answer = Promise.resolve().then(() => {
        const { schemas, find } = job.calls ?? {}
        if (message.kind === 'schemas' && schemas) return schemas()
        if (message.kind === 'find' && find) return find(service, query)
        throw new Error(`No ${message.kind} call for this render`)
      })
      answer.then(
        (result) => worker.postMessage({ type: 'answer', call: message.call, result }),
        (error: unknown) => worker.postMessage({ type: 'answer', call: message.call, error: failure(error) })
      )
    })
    const lost = (error: Error) => {
      for (const job of thread.jobs.values()) job.reject(error)
      thread.jobs.clear()
      const index = threads.indexOf(thread)
      if (index >= 0) threads.splice(index, 1)
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`A page render thread ended (${code})`)))
    threads.push(thread)
    return thread
  }

  /** The thread with the fewest jobs, started when there are fewer than `size`. */
  const pick = () => {
    if (threads.length < size) return start()
    return threads.reduce((best, thread) => (thread.jobs.size < best.jobs.size ? thread : best))
  }

  const send = <T>(thread: Thread, message: Record<string, unknown>, calls?: Partial<PageCalls>) =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(new Error('The page render threads are closed'))
      const job = ++lastJob
      thread.jobs.set(job, { resolve: resolve as (result: unknown) => void, reject, calls })
      thread.worker.postMessage({ ...message, job })
    })

  return {
    render: (request, calls) => send<RenderedPage | undefined>(pick(), { type: 'render', request }, calls),
    async warm(calls) {
      while (threads.length < size) start()
      await Promise.all(threads.map((thread) => send(thread, { type: 'warm', withCatalogue: false })))
      // One thread at a time renders its first pages while the others are free for the first
      // requests; a single thread renders none, as a first request would wait behind it.
      const rendered: string[] = []
      if (!calls || threads.length < 2) return rendered
      for (const thread of [...threads])
        rendered.push(...(await send<string[]>(thread, { type: 'warm', withCatalogue: true }, calls)))
      return rendered
    },
    async close() {
      closed = true
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()))
    }
  }
}
