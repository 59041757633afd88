import { lazy, Suspense } from 'react'
import { expandExtensionOf } from '../../extensions/expandExtensions'
import { useListRoute } from '../ListRouteContext'
import type { ExpandedDetailsProps } from './ExpandedDetails'

// Loaded with the first row that expands (it brings the HTML sanitiser and the linked rows).
const ExpandedDetails = lazy(async () => ({ default: (await import('./ExpandedDetails')).ExpandedDetails }))

/**
 * An expanded row's details (R-LIST-08, R-SCH-09), loaded on first use, with the route's
 * expanded-row extension after them or in their place (R-ED-12).
 */
export function RowDetails(props: ExpandedDetailsProps) {
  const route = useListRoute()
  const extension = expandExtensionOf(route?.settings)
  return (
    <Suspense fallback={null}>
      {extension?.mode !== 'replace' && <ExpandedDetails {...props} />}
      {route && extension && <extension.Component route={route} row={props.row} context={props.context} />}
    </Suspense>
  )
}
