import { Box } from '@mui/material'
import type { ReactNode } from 'react'
import { ChartLegend } from './ChartLegend'
import { ChartTooltip } from './ChartTooltip'
import type { BarChartProps, useBarChart } from './useBarChart'

export interface BarChartFrameProps {
  chart: ReturnType<typeof useBarChart>
  props: BarChartProps
  /** The chart's grid: axis, bars and labels. */
  children: ReactNode
}

/**
 * Around a bar chart: the image role with its summary (the legend's buttons are outside it), the
 * legend and the tooltip. Shared styles of
 * the grid's parts go here as classes: `tick` (an axis label), `line` (a grid line), `bars` (a
 * category's bars), `bar`, `label` (a category's name).
 */
export function BarChartFrame({ chart, props, children }: BarChartFrameProps) {
  return (
    <Box
      {...chart.chartProps}
      sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box
        role="img"
        aria-label={props.summary}
        sx={(theme) => ({
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplate: 'minmax(0, 1fr) / minmax(0, 1fr)',
          typography: 'caption',
          lineHeight: 1.2,
          color: 'text.secondary',
          '& .tick': { position: 'absolute', whiteSpace: 'nowrap' },
          '& .line': { position: 'absolute', borderColor: 'divider', borderStyle: 'solid', borderWidth: 0 },
          '& .bars': { display: 'flex', justifyContent: 'center', gap: '2px', minWidth: 0, minHeight: 0 },
          '& .bars:hover': { bgcolor: 'action.hover' },
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          [theme.breakpoints.down('sm')]: { '& [data-every-other]': { visibility: 'hidden' } }
        })}
      >
        {children}
      </Box>
      {props.legend && (
        <ChartLegend
          items={props.series.map(({ label, color }) => ({ label, color }))}
          hidden={chart.hidden}
          onToggle={chart.toggle}
        />
      )}
      <ChartTooltip {...chart.tooltip} />
    </Box>
  )
}
