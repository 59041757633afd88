import { ErrorPage } from '../errors/ErrorPage'

/** The page of a path no route serves: 404 "This page could not be found" (R-RT-06). */
export function NotFoundPage() {
  return <ErrorPage status={404} />
}
