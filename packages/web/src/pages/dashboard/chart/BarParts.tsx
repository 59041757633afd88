import type { CSSProperties } from 'react'
import { axisShare, type CountAxis } from './countAxis'
import type { ChartSeries, useBarChart } from './useBarChart'

/** Upright bars (columns) grow from the bottom; the others (rows) from the left. */
interface Direction {
  upright: boolean
}

interface PartProps extends Direction {
  axis: CountAxis
  /** Where the part sits in the chart's grid. */
  place: CSSProperties
}

/** A line across the chart at each tick of the count axis. */
export function GridLines({ axis, place, upright }: PartProps) {
  return (
    <div style={{ ...place, position: 'relative' }}>
      {axis.ticks.map((tick) => {
        const at = axisShare(tick, axis.top)
        const line: CSSProperties = upright
          ? { left: 0, right: 0, bottom: at, borderTopWidth: 1 }
          : { top: 0, bottom: 0, left: at, borderLeftWidth: 1 }
        return <span key={tick} className="line" style={line} />
      })}
    </div>
  )
}

/** The count axis's numbers, beside (columns) or below (rows) the bars. */
export function AxisTicks({ axis, place, upright }: PartProps) {
  return (
    <div style={{ ...place, position: 'relative', [upright ? 'paddingRight' : 'paddingTop']: 6 }}>
      {/* Holds the place of the widest number: the others are laid over it. */}
      <span style={{ visibility: 'hidden' }}>{upright ? String(axis.ticks.at(-1) ?? '') : '0'}</span>
      {axis.ticks.map((tick) => {
        const at = axisShare(tick, axis.top)
        const position: CSSProperties = upright
          ? { right: 6, bottom: at, transform: 'translateY(50%)' }
          : { top: 6, left: at, transform: 'translateX(-50%)' }
        return (
          <span key={tick} className="tick" style={position}>
            {tick}
          </span>
        )
      })}
    </div>
  )
}

interface CategoryBarsProps extends PartProps {
  index: number
  shown: ChartSeries[]
  barSize: number
  itemProps: ReturnType<typeof useBarChart>['itemProps']
}

/** A category's bars, one per series shown, side by side (columns) or under each other (rows). */
export function CategoryBars({ index, shown, axis, barSize, place, upright, itemProps }: CategoryBarsProps) {
  const cell: CSSProperties = upright
    ? { alignItems: 'flex-end', padding: '0 10%' }
    : { flexDirection: 'column', padding: '4px 0' }
  return (
    <div className="bars" {...itemProps(index)} style={{ ...place, ...cell, position: 'relative' }}>
      {shown.map((entry) => {
        const share = axisShare(entry.counts[index] ?? 0, axis.top)
        return (
          <span
            key={entry.label}
            style={{
              flex: `0 1 ${barSize}px`,
              [upright ? 'height' : 'width']: share,
              background: entry.color,
              borderRadius: upright ? '4px 4px 0 0' : '0 4px 4px 0'
            }}
          />
        )
      })}
    </div>
  )
}
