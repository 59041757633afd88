import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router'
import { isChunkLoadError, reloadPageForChunkError } from './chunkReload'
import { ErrorBoundary } from './ErrorBoundary'
import { ErrorFallback } from './ErrorFallback'
import { ErrorPage } from './ErrorPage'
import { errorText } from './errorText'
import { errorStatus } from './httpError'
import { redirectTarget } from './redirect'

/**
 * The route-level error page (R-ERR-04): the status and message of whatever a route threw; a
 * failed chunk reloads the page once instead (R-ERR-06); a redirect goes on to its address with no
 * page of its own (R-ERR-07); a failing error page falls back (R-ERR-03).
 */
export function RouteError() {
  const error = useRouteError()
  const redirect = redirectTarget(error)
  if (redirect !== undefined) return <Navigate to={redirect} replace />
  if (isChunkLoadError(error) && reloadPageForChunkError()) return null
  const text = isRouteErrorResponse(error) ? undefined : errorText(error)
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <ErrorPage status={errorStatus(error)} message={text?.message} detail={text?.detail} />
    </ErrorBoundary>
  )
}
