import { FeathersError, GeneralError } from '@feathersjs/errors'
import type { HookContext, NextFunction } from '@feathersjs/feathers'
import type { Logger } from '../logger'

/**
 * Logs server faults and answers them without internals: an unexpected error becomes a
 * GeneralError whose message is generic outside development (REST and socket alike, C21).
 */
export const logError =
  (logger: Logger, development: boolean) => async (context: HookContext, next: NextFunction) => {
    try {
      await next()
    } catch (error) {
      const known = error instanceof FeathersError
      if (!known || error.code >= 500)
        logger.error({ err: error, path: context.path, method: context.method }, 'service error')
      if (known) throw error
      throw new GeneralError(development ? (error as Error).message : 'Internal server error')
    }
  }
