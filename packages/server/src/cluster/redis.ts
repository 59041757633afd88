import type { Redis } from 'ioredis'
import type { AppConfig } from '../config'
import type { Logger } from '../logging/logger'

/**
 * The Redis that the server processes of one deployment share, or undefined for one process alone
 * (the client is then never loaded).
 */
export const connectRedis = async (config: AppConfig, logger: Logger): Promise<Redis | undefined> => {
  if (!config.redisUrl) return undefined
  // The package's default export is the class, whether node or the server's bundle loads it.
  const { default: Redis } = await import('ioredis')
  const redis = new Redis(config.redisUrl, {
    // A call fails after a short wait rather than queueing while Redis is away.
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true
  })
  let down = false
  redis.on('error', (error) => {
    if (down) return
    down = true
    logger.error({ err: error }, 'Redis is unreachable')
  })
  redis.on('ready', () => {
    if (down) logger.info('Redis is reachable again')
    down = false
  })
  return redis
}

/** Closes a connection: waits for its replies when connected, drops it when still trying to reach Redis. */
export const closeRedis = async (redis: Redis | undefined) => {
  if (redis?.status === 'ready') await redis.quit().catch(() => {})
  else redis?.disconnect()
}
