import { BadRequest, FeathersError, GeneralError } from '@feathersjs/errors'
import type { HookContext, NextFunction } from '@feathersjs/feathers'
import type { Dialect } from '../db/dialects'
import type { Logger } from '../logging/logger'

/**
 * Logs server faults and answers them without internals: an unexpected error becomes a
 * GeneralError whose message is generic outside development (REST and socket alike, C21). A value
 * the database refused is the caller's: 400.
 */
export const logError =
  (logger: Logger, development: boolean, dialect: Dialect) =>
  async (context: HookContext, next: NextFunction) => {
    try {
      await next()
    } catch (error) {
      if (dialect.isRefusedValue(error)) throw new BadRequest('The database refused a value of this call')
      const known = error instanceof FeathersError
      if (!known || error.code >= 500)
        logger.error({ err: error, path: context.path, method: context.method }, 'service error')
      if (known) throw error
      throw new GeneralError(development ? (error as Error).message : 'Internal server error')
    }
  }
