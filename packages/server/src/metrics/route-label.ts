import type { Application } from '../declarations'

/** A path segment a route may be named by: a word, never a record's id or a file name. */
const WORD = /^[a-z][a-zA-Z-]{0,39}$/
/** Most first segments named outside the services; later ones share `/api/*`. */
const MAX_OTHER_ROOTS = 40

/**
 * Names the route a request took, for the metrics' `route` label: a Feathers service by its path
 * (`/api/teachers`, `/api/teachers/:id`), another API route by its first segment
 * (`/api/export/*`), a file of the web build as `/assets/*`, any other page as `page`. Ids and
 * other values in the URL never reach a label, and unknown paths share one label, so that a
 * crawler cannot make labels without end.
 */
export const routeLabeller = (app: Application) => {
  let services: WeakMap<object, string> | undefined
  const pathOf = (service: object) => {
    // Built on first use: every service is registered by then.
    services ??= new WeakMap(Object.entries(app.services).map(([path, value]) => [value as object, path]))
    return services.get(service)
  }
  const otherRoots = new Set<string>()
  return (path: string, status: number, lookup?: { service: object; params: Record<string, string> }) => {
    if (!path.startsWith('/api/')) {
      if (path.startsWith('/assets/')) return '/assets/*'
      return status === 404 ? 'unmatched' : 'page'
    }
    const servicePath = lookup && pathOf(lookup.service)
    if (servicePath) return `/api/${servicePath}${lookup.params.__id !== undefined ? '/:id' : ''}`
    if (status === 404) return 'unmatched'
    const [first, ...rest] = path.slice('/api/'.length).split('/')
    if (!WORD.test(first)) return '/api/*'
    if (!otherRoots.has(first)) {
      if (otherRoots.size >= MAX_OTHER_ROOTS) return '/api/*'
      otherRoots.add(first)
    }
    return `/api/${first}${rest.some(Boolean) ? '/*' : ''}`
  }
}
