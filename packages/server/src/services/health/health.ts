import { NotFound, Unavailable } from '@feathersjs/errors'
import { isDraining } from '../../cluster/drain'
import type { Application } from '../../declarations'

/** How long a readiness check waits for the database or Redis before calling it unreachable. */
const CHECK_MS = 2000

const within = <T>(work: Promise<T>, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer in ${CHECK_MS} ms`)), CHECK_MS).unref()
    )
  ])

/**
 * `GET /api/health`: 200 `{ status: 'ok', db }` without sign-in (C6), the liveness check.
 * `GET /api/health/ready`: 200 when this process can take work (the database and Redis answer),
 * else 503, also while it stops: a load balancer sends requests only to processes ready.
 */
export const health = (app: Application) => {
  app.use(
    'health',
    {
      async find() {
        await app.get('knex').raw('select 1')
        return { status: 'ok', db: app.get('dialect').name }
      },
      async get(id: string) {
        if (id !== 'ready') throw new NotFound(`No check named ${id}`)
        if (isDraining(app)) throw new Unavailable('This server is stopping')
        const redis = app.get('redis')
        const problems: string[] = []
        await within(app.get('knex').raw('select 1'), 'The database').catch(() =>
          problems.push('database unreachable')
        )
        if (redis) await within(redis.ping(), 'Redis').catch(() => problems.push('Redis unreachable'))
        if (problems.length) throw new Unavailable(problems.join(', '), { problems })
        return { status: 'ready', db: app.get('dialect').name, redis: redis ? 'ok' : 'not used' }
      }
    },
    { methods: ['find', 'get'] }
  )
}
