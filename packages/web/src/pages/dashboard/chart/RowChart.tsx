import { memo } from 'react'
import { BarChartFrame } from './BarChartFrame'
import { AxisTicks, CategoryBars, GridLines } from './BarParts'
import { useBarChart, type BarChartProps } from './useBarChart'

/**
 * Counts per category as bars lying down, one per series under each other, the categories' names
 * at the left and the count axis below (lessons per subject, records left to translate).
 */
export const RowChart = memo(function RowChart(props: BarChartProps) {
  const chart = useBarChart(props)
  const { categories, barSize } = props
  const { axis, shown, itemProps } = chart
  const rows = categories.length
  return (
    <BarChartFrame chart={chart} props={props}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
          gridTemplateRows: `repeat(${rows}, minmax(0, 1fr)) auto`,
          height: '100%',
          paddingRight: 12
        }}
      >
        <GridLines upright={false} axis={axis} place={{ gridColumn: 2, gridRow: `1 / span ${rows}` }} />
        {categories.map((category, index) => (
          <span
            key={`${index}-${category}`}
            className="label"
            title={category}
            style={{
              gridColumn: 1,
              gridRow: index + 1,
              alignSelf: 'center',
              textAlign: 'right',
              maxWidth: '14em',
              paddingRight: 8
            }}
          >
            {category}
          </span>
        ))}
        {categories.map((category, index) => (
          <CategoryBars
            key={`${index}-${category}`}
            upright={false}
            index={index}
            {...{ shown, axis, barSize, itemProps }}
            place={{ gridColumn: 2, gridRow: index + 1 }}
          />
        ))}
        <AxisTicks upright={false} axis={axis} place={{ gridColumn: 2, gridRow: rows + 1 }} />
      </div>
    </BarChartFrame>
  )
})
