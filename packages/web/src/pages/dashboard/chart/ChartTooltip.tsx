import { Box, Paper, Typography } from '@mui/material'
import type { ChartHover } from './useChartHover'

export interface TooltipLine {
  label: string
  count: number
  color: string
}

export interface ChartTooltipProps {
  hover: ChartHover | undefined
  title?: string
  lines: TooltipLine[]
}

/** The counts under the pointer, beside it; none when the pointer is off the chart's items. */
export function ChartTooltip({ hover, title, lines }: ChartTooltipProps) {
  if (!hover) return null
  return (
    <Paper
      elevation={4}
      aria-hidden
      sx={{
        position: 'absolute',
        left: hover.x,
        top: hover.y,
        transform: `translate(${hover.flip ? 'calc(-100% - 12px)' : '12px'}, 12px)`,
        px: 1.25,
        py: 0.75,
        pointerEvents: 'none',
        zIndex: 1,
        whiteSpace: 'nowrap'
      }}
    >
      {title && (
        <Typography variant="caption" component="div" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      {lines.map((line) => (
        <Typography
          key={line.label}
          variant="caption"
          component="div"
          sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}
        >
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: line.color }} />
          {line.label}: {line.count.toLocaleString()}
        </Typography>
      ))}
    </Paper>
  )
}
