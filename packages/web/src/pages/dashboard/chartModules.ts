import { useEffect, useState } from 'react'
import type { RankingChart } from './RankingChart'
import type { StatusChart } from './StatusChart'
import type { WeeklyChart } from './WeeklyChart'

/** The chart components, on a chunk of their own with chart.js. */
export interface ChartComponents {
  WeeklyChart: typeof WeeklyChart
  StatusChart: typeof StatusChart
  RankingChart: typeof RankingChart
}

let loading: Promise<ChartComponents> | undefined
let loaded: ChartComponents | undefined

/**
 * Starts loading the chart code (once), alongside the dashboard's data rather than after it; the
 * dashboard's route loader calls it. Not on import: other pages share modules with the dashboard.
 */
export const loadCharts = () =>
  (loading ??= Promise.all([import('./WeeklyChart'), import('./StatusChart'), import('./RankingChart')]).then(
    ([weekly, status, ranking]) =>
      (loaded = {
        WeeklyChart: weekly.WeeklyChart,
        StatusChart: status.StatusChart,
        RankingChart: ranking.RankingChart
      })
  ))

/**
 * The chart components once their chunk is in, else undefined. No Suspense here: React holds back
 * a Suspense boundary's content for a while after its fallback showed, which delayed the charts.
 * A chunk that fails to load is thrown to the route's error page, which reloads once (R-ERR-06).
 */
export const useCharts = (): ChartComponents | undefined => {
  const [charts, setCharts] = useState(loaded)
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
