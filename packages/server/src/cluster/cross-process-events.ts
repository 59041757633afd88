import { createAdapter } from '@socket.io/redis-adapter'
import type { HookContext, ServiceOptions } from '@feathersjs/feathers'
import { PRESENCE_PATH } from '@tutor-admin/shared'
import type { Server } from 'socket.io'
import type { Application } from '../declarations'
import { closeRedis } from './redis'

/** The socket.io server-side event that carries service events between processes. */
const SERVICE_EVENTS = 'service events'
/** Services besides the catalogue's whose events go to sockets, or end sessions on every process. */
const SHARED_SERVICES = new Set(['listSettings', 'savedViews', PRESENCE_PATH, 'sessions'])
/** Marks the context of an event that came from another process, so that it is not sent back. */
const FROM_ELSEWHERE = Symbol('from another process')

interface SentEvent {
  path: string
  event: string
  method?: string
  data: unknown
}

/**
 * Service events of every server process reach the sockets of every other one (through the
 * socket.io Redis adapter): each process re-emits them on its own services, so that its own
 * publishers filter them for its own connections as for a local write, and its own listeners
 * (channels following account changes, the cache of signed-in accounts) hear them too.
 *
 * Wired before the services are registered; `attach` is called with the socket.io server.
 */
export const crossProcessEvents = (app: Application) => {
  const redis = app.get('redis')
  if (!redis) return { attach: () => {} }
  const subscriber = redis.duplicate()
  // Its errors are those of the main connection, which logs them.
  subscriber.on('error', () => {})
  app.hooks({
    teardown: [
      async (_context: unknown, next: () => Promise<void>) => {
        await next()
        await closeRedis(subscriber)
      }
    ]
  })
  let io: Server | undefined
  let outbox: SentEvent[] = []

  const flush = () => {
    const batch = outbox
    outbox = []
    io?.serverSideEmit(SERVICE_EVENTS, batch)
  }

  const catalogue = app.get('catalogue')
  app.mixins.push((service, path, options: ServiceOptions) => {
    // Only the events that sockets may be sent (the catalogue's collections, a person's own list
    // settings, who has which record open) and the sessions ended are worth sharing.
    if (!catalogue.byName.has(path) && !SHARED_SERVICES.has(path)) return
    for (const event of options?.serviceEvents ?? []) {
      service.on(event, (data: unknown, context?: HookContext & { [FROM_ELSEWHERE]?: true }) => {
        if (context?.[FROM_ELSEWHERE]) return
        // Events of one turn of the loop travel together: a batch of 1,000 removes is one message.
        if (outbox.length === 0) setImmediate(flush)
        outbox.push({ path, event, method: context?.method, data })
      })
    }
  })

  const receive = (batch: SentEvent[]) => {
    for (const { path, event, method, data } of batch) {
      const service = app.services[path]
      if (!service) continue
      const context = { app, service, path, method, event, type: 'after', params: {}, result: data }
      service.emit(event, data, Object.assign(context, { [FROM_ELSEWHERE]: true }))
    }
  }

  return {
    attach(server: Server) {
      io = server
      server.adapter(createAdapter(redis, subscriber, { key: `${app.get('config').redisPrefix}socket.io` }))
      server.on(SERVICE_EVENTS, receive)
    }
  }
}
