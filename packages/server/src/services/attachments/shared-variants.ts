import type { Application } from '../../declarations'
import type { AttachmentsService } from './attachments.class'
import { DatabaseLock } from '../../cluster/database-lock'
import { RedisLock } from '../../cluster/redis-lock'

/** With several processes, each image variant is made by one of them while the others wait for it. */
export const sharedVariants = (app: Application) => {
  const redis = app.get('redis')
  const attachments = app.service('attachments') as AttachmentsService
  if (redis) attachments.variants.lock = new RedisLock(redis, `${app.get('config').redisPrefix}variant:`)
  // Without Redis, the processes on one PostgreSQL database lock through it; SQLite is one process's.
  else if (app.get('dialect').name === 'postgres')
    attachments.variants.lock = new DatabaseLock(app.get('knex'), 'variant:')
}
