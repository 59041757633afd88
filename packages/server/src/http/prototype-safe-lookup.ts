import type { Application } from '../declarations'

const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype))

/**
 * Feathers' router keeps its routes in plain objects, so a path segment named like a member of
 * Object.prototype (`__proto__`, `constructor`, `toString`) reaches that member and fails. Such
 * paths are no route: REST answers 404, the socket NotFound.
 */
export const prototypeSafeLookup = (app: Application) => {
  const lookup = app.lookup.bind(app)
  // Feathers types lookup as never null, though its transports handle null as "no route".
  app.lookup = (path: string) =>
    typeof path === 'string' && !path.split('/').some((segment) => PROTOTYPE_NAMES.has(segment))
      ? lookup(path)
      : (null as unknown as ReturnType<typeof lookup>)
}
