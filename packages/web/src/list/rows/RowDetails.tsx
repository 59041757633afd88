import { lazy, Suspense } from 'react'
import type { ExpandedDetailsProps } from './ExpandedDetails'

// Loaded with the first row that expands (it brings the HTML sanitiser and the linked rows).
const ExpandedDetails = lazy(async () => ({ default: (await import('./ExpandedDetails')).ExpandedDetails }))

/** An expanded row's details (R-LIST-08, R-SCH-09), loaded on first use. */
export function RowDetails(props: ExpandedDetailsProps) {
  return (
    <Suspense fallback={null}>
      <ExpandedDetails {...props} />
    </Suspense>
  )
}
