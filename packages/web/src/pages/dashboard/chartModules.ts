import { useEffect, useState } from 'react'
import { loadCharts, loadedCharts, type ChartComponents } from './loadCharts'

/**
 * The chart components once their chunk is in, else undefined. No Suspense here: React holds back
 * a Suspense boundary's content for a while after its fallback showed, which delayed the charts.
 * A chunk that fails to load is thrown to the route's error page, which reloads once (R-ERR-06).
 */
export const useCharts = (): ChartComponents | undefined => {
  const [charts, setCharts] = useState(loadedCharts)
  const [failure, setFailure] = useState<unknown>()
  useEffect(() => {
    if (!charts) loadCharts().then(setCharts, setFailure)
  }, [charts])
  if (failure) throw failure
  return charts
}

/** "label count, label count" for a chart's accessible name. */
export const chartSummary = (pairs: Array<[string, number]>) =>
  pairs.map(([label, count]) => `${label} ${count}`).join(', ')
