import type { RealTimeConnection } from '@feathersjs/feathers'
import {
  can,
  editorSettingsOf,
  PRESENCE_EVENT,
  PRESENCE_PATH,
  PRESENCE_TIMING,
  type RecordPresence
} from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { PresenceService } from './presence.class'
import { MemoryPresenceStore } from './presence-store'
import { RedisPresenceStore } from './redis-presence-store'
import { DatabasePresenceStore } from './database-presence-store'
import { repeatUntilTeardown } from '../../jobs/repeat-until-teardown'

/**
 * Registers `/api/presence` (docs/journal.md, "Presence"). Its `changed` events reach the signed-in
 * connections that may read the record's collection, on every process (through Redis, or PostgreSQL
 * without Redis, when shared).
 */
export const presence = (app: Application) => {
  const catalogue = app.get('catalogue')
  const redis = app.get('redis')
  // Shared by every process: in Redis, else in PostgreSQL; SQLite is one process's database.
  const store = redis
    ? new RedisPresenceStore(redis, `${app.get('config').redisPrefix}presence`)
    : app.get('dialect').name === 'postgres'
      ? new DatabasePresenceStore(app.get('knex'))
      : new MemoryPresenceStore()
  const service = new PresenceService(catalogue, store, (changed) =>
    app.service(PRESENCE_PATH).emit(PRESENCE_EVENT, changed)
  )
  // Joins and leaves answer the caller only: `changed` is the one event that goes out (no `created`
  // per heartbeat).
  app.use(PRESENCE_PATH, service, {
    methods: ['find', 'create', 'remove'],
    events: [PRESENCE_EVENT, 'created', 'removed'],
    serviceEvents: [PRESENCE_EVENT]
  })
  app.service(PRESENCE_PATH).publish(PRESENCE_EVENT, (data: RecordPresence) => {
    const settings = editorSettingsOf(catalogue.collection(data.collection))
    return app.channel('authenticated').filter((connection) => can(connection.user, settings, 'read'))
  })

  const logger = app.get('logger')
  const leave = (connection?: RealTimeConnection) => {
    if (connection)
      service
        .leaveConnection(connection)
        .catch((error: unknown) => logger.warn({ err: error }, 'presence not ended'))
  }
  app.on('disconnect', leave)
  app.on('logout', (_result: unknown, { connection }: { connection?: RealTimeConnection }) =>
    leave(connection)
  )
  repeatUntilTeardown(app, PRESENCE_TIMING.sweepMs, () =>
    service.sweep().catch((error: unknown) => logger.warn({ err: error }, 'presences not swept'))
  )
}
