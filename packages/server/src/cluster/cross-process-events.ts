import crypto from 'node:crypto'
import type { HookContext, ServiceOptions } from '@feathersjs/feathers'
import { API_TOKENS_PATH, PRESENCE_PATH } from '@tutor-admin/shared'
import type { Redis } from 'ioredis'
import type { Server } from 'socket.io'
import type { Application } from '../declarations'
import { InOrder, type Numbered } from './in-order'
import type { EventsAdapter } from './postgres-events'
import { closeRedis } from './redis'

/** The socket.io server-side event that carries service events between processes. */
const SERVICE_EVENTS = 'service events'
/**
 * Services besides the catalogue's whose events go to sockets, end sessions or API tokens on every
 * process, or tell every process that the webhook subscriptions changed.
 */
const SHARED_SERVICES = new Set([
  'listSettings',
  'savedViews',
  PRESENCE_PATH,
  'sessions',
  API_TOKENS_PATH,
  'webhooks'
])
/** Marks the context of an event that came from another process, so that it is not sent back. */
const FROM_ELSEWHERE = Symbol('from another process')

interface SentEvent {
  path: string
  event: string
  method?: string
  data: unknown
}

/** The socket.io adapter through Redis, and the second connection it listens on. */
const redisEvents = async (app: Application, redis: Redis): Promise<EventsAdapter> => {
  // A CommonJS package: its default export is its exports, whether node or the server's bundle loads it.
  const { createAdapter } = (await import('@socket.io/redis-adapter')).default
  const subscriber = redis.duplicate()
  // Its errors are those of the main connection, which logs them.
  subscriber.on('error', () => {})
  const key = `${app.get('config').redisPrefix}socket.io`
  return {
    install: (io) => io.adapter(createAdapter(redis, subscriber, { key })),
    close: () => closeRedis(subscriber)
  }
}

/**
 * Service events of every server process reach the sockets of every other one (through the
 * socket.io Redis adapter, or on PostgreSQL without Redis through its PostgreSQL adapter): each
 * process re-emits them on its own services, so that its own publishers filter them for its own
 * connections as for a local write, and its own listeners (channels following account changes,
 * the cache of signed-in accounts) hear them too.
 *
 * Wired before the services are registered; `attach` is called with the socket.io server. On
 * SQLite without Redis (one process), nothing of it is loaded.
 */
export const crossProcessEvents = async (app: Application) => {
  const redis = app.get('redis')
  const config = app.get('config')
  const adapter = redis
    ? await redisEvents(app, redis)
    : app.get('dialect').name === 'postgres'
      ? await (await import('./postgres-events')).postgresEvents(config, app.get('logger'))
      : undefined
  if (!adapter) return { attach: () => {} }
  let io: Server | undefined
  let outbox: SentEvent[] = []
  // Batches are numbered, so that the others take them in the order they were sent (a demotion
  // before the next record it hides) whatever way each travelled.
  const origin = crypto.randomUUID()
  let sent = 0

  const flush = () => {
    const batch = outbox
    outbox = []
    io?.serverSideEmit(SERVICE_EVENTS, { origin, seq: ++sent, batch } satisfies Numbered<SentEvent[]>)
  }

  const catalogue = app.get('catalogue')
  app.mixins.push((service, path, options: ServiceOptions) => {
    // Only the events that sockets may be sent (the catalogue's collections, a person's own list
    // settings, who has which record open), the sessions ended, the API tokens revoked and the
    // webhook subscriptions changed are worth sharing.
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

  const inOrder = new InOrder(receive)
  app.hooks({
    teardown: [
      async (_context: unknown, next: () => Promise<void>) => {
        await next()
        inOrder.close()
        await adapter.close()
      }
    ]
  })

  return {
    attach(server: Server) {
      io = server
      adapter.install(server)
      // A process of the version before sends its batches as they are, unnumbered.
      server.on(SERVICE_EVENTS, (message: Numbered<SentEvent[]> | SentEvent[]) =>
        Array.isArray(message) ? receive(message) : inOrder.receive(message)
      )
    }
  }
}
