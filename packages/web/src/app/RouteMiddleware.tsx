import { localePath } from '@tutor-admin/shared/locale/locale-path'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import { useLang } from '../i18n/useLang'
import { isLoggedIn, useAppStore } from '../state/appStore'
import { runMiddleware } from './middleware'

/** The `handle` of a route: the middleware it runs before showing. */
export interface RouteHandle {
  middleware?: string[]
}

/** Runs the middleware named by the matched routes and redirects when one says so (R-RT-04, R-RT-05). */
export function RouteMiddleware() {
  const matches = useMatches()
  const location = useLocation()
  const { lang, path } = useLang()
  const loggedIn = useAppStore(isLoggedIn)
  const names = matches.flatMap((match) => (match.handle as RouteHandle | undefined)?.middleware ?? [])
  const target = runMiddleware(names, { loggedIn, path, search: location.search })
  return target ? <Navigate to={localePath(lang, target)} replace /> : <Outlet />
}
