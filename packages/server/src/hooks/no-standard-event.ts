import type { HookContext, NextFunction } from '@feathersjs/feathers'

/**
 * No `created`, `patched` or `removed` event for a service whose answers hold a secret (an API
 * token's, a webhook subscription's): it goes to the administrator who asked and nowhere else.
 * Such a service tells what others must know by an event of its own.
 */
export const noStandardEvent = async (context: HookContext, next: NextFunction) => {
  await next()
  context.event = null
}
