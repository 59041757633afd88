import { memo } from 'react'
import { BarChartFrame } from './BarChartFrame'
import { AxisTicks, CategoryBars, GridLines } from './BarParts'
import { useBarChart, type BarChartProps } from './useBarChart'

/**
 * Counts per category as upright bars, one per series side by side, on a count axis at the left
 * (new records per week). On a phone every other category's name is left out to make room.
 */
export const ColumnChart = memo(function ColumnChart(props: BarChartProps) {
  const chart = useBarChart(props)
  const { categories, barSize } = props
  const { axis, shown, itemProps } = chart
  const columns = categories.length
  return (
    <BarChartFrame chart={chart} props={props}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `auto repeat(${columns}, minmax(0, 1fr))`,
          gridTemplateRows: 'minmax(0, 1fr) auto',
          height: '100%'
        }}
      >
        <AxisTicks upright axis={axis} place={{ gridRow: 1, gridColumn: 1 }} />
        <GridLines upright axis={axis} place={{ gridRow: 1, gridColumn: `2 / span ${columns}` }} />
        {categories.map((category, index) => (
          <CategoryBars
            key={`${index}-${category}`}
            upright
            index={index}
            {...{ shown, axis, barSize, itemProps }}
            place={{ gridRow: 1, gridColumn: index + 2 }}
          />
        ))}
        {categories.map((category, index) => (
          <span
            key={`${index}-${category}`}
            data-every-other={index % 2 === 1 || undefined}
            style={{
              gridRow: 2,
              gridColumn: index + 2,
              justifySelf: 'center',
              whiteSpace: 'nowrap',
              paddingTop: 4
            }}
          >
            {category}
          </span>
        ))}
      </div>
    </BarChartFrame>
  )
})
