import { HttpError } from '../errors/httpError'

/** What a route middleware decides on: the user's state and the requested page (no language prefix). */
export interface MiddlewareContext {
  loggedIn: boolean
  path: string
  search: string
}

/** A route middleware: a path to redirect to, or undefined to let the page show. */
export type Middleware = (context: MiddlewareContext) => string | undefined

/** A redirect target from the query, kept only when it stays on this console. */
export const safeRedirect = (target: string | null): string =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login')
    ? target
    : '/dashboard'

/** The middleware routes name in their `handle` (R-RT-04, R-RT-05). */
export const MIDDLEWARE: Record<string, Middleware> = {
  /** Signed-in pages: a logged-out user goes to /login and comes back after (R-RT-05). */
  auth: ({ loggedIn, path, search }) => {
    if (loggedIn) return undefined
    return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path + search)}`
  },
  /** The login page: a signed-in user goes on to the requested page, else the dashboard. */
  guest: ({ loggedIn, search }) =>
    loggedIn ? safeRedirect(new URLSearchParams(search).get('redirect')) : undefined
}

/**
 * Runs the named middleware in order and answers the first redirect. An unknown name is a
 * 500 "Unknown middleware {name}" (R-ERR-04).
 */
export const runMiddleware = (
  names: readonly string[],
  context: MiddlewareContext,
  registry: Record<string, Middleware> = MIDDLEWARE
): string | undefined => {
  for (const name of names) {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined
    if (!middleware) throw new HttpError(500, `Unknown middleware ${name}`)
    const target = middleware(context)
    if (target) return target
  }
  return undefined
}
