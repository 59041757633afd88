import type { Application } from '../../declarations'
import type { AttachmentsService } from './attachments.class'
import { RedisLock } from '../../cluster/redis-lock'

/** With several processes, each image variant is made by one of them while the others wait for it. */
export const sharedVariants = (app: Application) => {
  const redis = app.get('redis')
  if (!redis) return
  const attachments = app.service('attachments') as AttachmentsService
  attachments.variants.lock = new RedisLock(redis, `${app.get('config').redisPrefix}variant:`)
}
