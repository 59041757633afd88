import { BadRequest, FeathersError, GeneralError } from '@feathersjs/errors'
import type { HookContext, NextFunction, Params } from '@feathersjs/feathers'
import {
  QUERY_LIMITS,
  type BatchAnswer,
  type BatchFind,
  type BatchResult,
  type Paginated
} from '@tutor-admin/shared'
import type { Application } from '../../declarations'

const MAX_BATCH_FINDS = QUERY_LIMITS.maxBatchFinds

const isQuery = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The finds asked for, checked: each names a collection of the catalogue that holds rows. */
const readFinds = (app: Application, data: unknown): BatchFind[] => {
  const finds = (data as { finds?: unknown } | null)?.finds
  if (!Array.isArray(finds) || finds.length === 0 || finds.length > MAX_BATCH_FINDS)
    throw new BadRequest('Invalid batch', {
      errors: { finds: `must be a list of 1 to ${MAX_BATCH_FINDS} finds` }
    })
  const collections = app.get('catalogue').byName
  const errors: Record<string, string> = {}
  finds.forEach((find: Partial<BatchFind> | null, index) => {
    const service = find?.service
    // The catalogue lists itself, but holds no rows to page through.
    const collection = typeof service === 'string' ? collections.get(service) : undefined
    if (!collection || collection.table === false)
      errors[`finds.${index}.service`] = 'is not a collection'
    else if (find?.query !== undefined && !isQuery(find.query))
      errors[`finds.${index}.query`] = 'must be an object'
  })
  if (Object.keys(errors).length > 0) throw new BadRequest('Invalid batch', { errors })
  return finds as BatchFind[]
}

/** An error as its own call would have answered it; nothing of an unexpected error leaks. */
const errorAnswer = (error: unknown) =>
  (error instanceof FeathersError ? error : new GeneralError('Internal error')).toJSON()

/**
 * `POST /api/batch` `{ finds: [{ service, query }] }`: several finds in one call, answered in order.
 * A page that needs many small reads at once (the dashboard's counts) pays one round trip instead
 * of one each. Every find runs as the caller's own call would, through the service's hooks with the
 * caller's account, so each is allowed or refused exactly as alone; a refusal answers in its place.
 */
export const batch = (app: Application) => {
  app.use(
    'batch',
    {
      async create(data: unknown, params: Params = {}): Promise<BatchAnswer> {
        const finds = readFinds(app, data)
        const { provider, user, authentication } = params as Params & Record<string, unknown>
        const caller = { provider, user, authentication, authenticated: true }
        const results = await Promise.all(
          finds.map(({ service, query }): Promise<BatchResult> =>
            app
              .service(service)
              .find({ ...caller, query: query ?? {} })
              .then(
                (result: Paginated<Record<string, unknown>>) => ({ result }),
                (error: unknown) => ({ error: errorAnswer(error) })
              )
          )
        )
        return { results }
      }
    },
    { methods: ['create'] }
  )
  // Answers go to the caller only, never out as a 'created' event.
  app.service('batch').hooks({
    around: {
      all: [
        async (context: HookContext, next: NextFunction) => {
          context.event = null
          await next()
        }
      ]
    }
  })
}
