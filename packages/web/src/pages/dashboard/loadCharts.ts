import type { RankingChart } from './RankingChart'
import type { StatusChart } from './StatusChart'
import type { TranslationGapsChart } from './TranslationGapsChart'
import type { WeeklyChart } from './WeeklyChart'

/** The chart components, on a chunk of their own with chart.js. */
export interface ChartComponents {
  WeeklyChart: typeof WeeklyChart
  StatusChart: typeof StatusChart
  RankingChart: typeof RankingChart
  TranslationGapsChart: typeof TranslationGapsChart
}

let loading: Promise<ChartComponents> | undefined
let loaded: ChartComponents | undefined

/**
 * Starts loading the chart code (once), alongside the dashboard's data rather than after it: a
 * signed-in start on the dashboard and the dashboard's route loader call it. Not on import: other
 * pages share modules with the dashboard.
 */
export const loadCharts = () =>
  (loading ??= Promise.all([
    import('./WeeklyChart'),
    import('./StatusChart'),
    import('./RankingChart'),
    import('./TranslationGapsChart')
  ]).then(
    ([weekly, status, ranking, gaps]) =>
      (loaded = {
        WeeklyChart: weekly.WeeklyChart,
        StatusChart: status.StatusChart,
        RankingChart: ranking.RankingChart,
        TranslationGapsChart: gaps.TranslationGapsChart
      })
  ))

/** The chart components when their chunk is in, else undefined. */
export const loadedCharts = () => loaded
