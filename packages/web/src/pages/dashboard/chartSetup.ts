import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'

// Only the pieces the dashboard draws, so that the chart chunk stays small.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

/** Calls `onDrawn` once a chart has painted; the dashboard waits for every chart (bench:web). */
export const drawnPlugin = (onDrawn: () => void) => ({
  id: 'drawn',
  afterRender: () => onDrawn()
})

/** Ticks of a count axis: whole numbers, written plainly (no locale number format to build per tick). */
export const countTicks = { precision: 0, callback: (value: string | number) => String(value) }
