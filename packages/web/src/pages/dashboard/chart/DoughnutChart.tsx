import { Box } from '@mui/material'
import { arc, pie, type PieArcDatum } from 'd3-shape'
import { memo, useMemo } from 'react'
import { ChartLegend, useHiddenItems } from './ChartLegend'
import { ChartTooltip } from './ChartTooltip'
import { useChartHover } from './useChartHover'

export interface DoughnutChartProps {
  labels: string[]
  counts: number[]
  /** A colour per label, in order; repeats when there are more labels. */
  colors: string[]
  /** What the chart says, for screen readers (it is drawn as an image). */
  summary: string
}

/** The drawing's radius; the hole's is 62% of it. */
const RADIUS = 100
const slices = pie<number>()
  .sort(null)
  .value((count) => count)
const slicePath = arc<PieArcDatum<number>>()
  .innerRadius(RADIUS * 0.62)
  .outerRadius(RADIUS)
  .padAngle(0.01)

/** Shares of a whole as a ring (requests per status), the legend below toggling its slices. */
export const DoughnutChart = memo(function DoughnutChart({
  labels,
  counts,
  colors,
  summary
}: DoughnutChartProps) {
  const { hidden, toggle } = useHiddenItems()
  const { hover, itemProps, chartProps } = useChartHover()
  const colorOf = (index: number) => colors[index % colors.length]
  const arcs = useMemo(
    () => slices(counts.map((count, index) => (hidden.has(index) ? 0 : count))),
    [counts, hidden]
  )
  return (
    <Box {...chartProps} sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <Box role="img" aria-label={summary} sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
        <svg
          viewBox={`${-RADIUS} ${-RADIUS} ${2 * RADIUS} ${2 * RADIUS}`}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          {arcs.map((slice, index) =>
            slice.value > 0 ? (
              <path
                key={`${index}-${labels[index]}`}
                d={slicePath(slice) ?? ''}
                fill={colorOf(index)}
                opacity={hover && hover.index !== index ? 0.55 : 1}
                {...itemProps(index)}
              />
            ) : null
          )}
        </svg>
      </Box>
      <ChartLegend
        items={labels.map((label, index) => ({ label, color: colorOf(index) }))}
        hidden={hidden}
        onToggle={toggle}
      />
      <ChartTooltip
        hover={hover}
        lines={
          hover
            ? [{ label: labels[hover.index], count: counts[hover.index], color: colorOf(hover.index) }]
            : []
        }
      />
    </Box>
  )
})
