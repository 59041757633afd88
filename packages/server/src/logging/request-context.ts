import { AsyncLocalStorage } from 'node:async_hooks'

/** What every log line written while answering one request carries. */
export interface RequestContext {
  requestId: string
}

const storage = new AsyncLocalStorage<RequestContext>()

/** Runs the rest of a request's answer with its context, which reaches every await below it. */
export const withRequestContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work)

/** The context of the request being answered, if any (none in timers, jobs and sockets). */
export const currentRequest = (): RequestContext | undefined => storage.getStore()
