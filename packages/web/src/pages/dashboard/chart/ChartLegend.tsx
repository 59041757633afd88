import { Box, ButtonBase } from '@mui/material'
import { useCallback, useState } from 'react'

export interface LegendItem {
  label: string
  color: string
}

export interface ChartLegendProps {
  items: LegendItem[]
  hidden: ReadonlySet<number>
  onToggle: (index: number) => void
}

/** Which items a legend has hidden, and the toggle of one. */
export const useHiddenItems = () => {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set())
  const toggle = useCallback(
    (index: number) =>
      setHidden((before) => {
        const after = new Set(before)
        if (!after.delete(index)) after.add(index)
        return after
      }),
    []
  )
  return { hidden, toggle }
}

/** The chart's colours and what they stand for; each hides or shows its item on a click. */
export function ChartLegend({ items, hidden, onToggle }: ChartLegendProps) {
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5, m: 0, mt: 1, p: 0 }}
    >
      {items.map((item, index) => (
        <li key={`${index}-${item.label}`} style={{ listStyle: 'none' }}>
          <ButtonBase
            aria-pressed={!hidden.has(index)}
            onClick={() => onToggle(index)}
            sx={{
              gap: 0.75,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              typography: 'caption',
              color: 'text.secondary',
              textDecoration: hidden.has(index) ? 'line-through' : 'none'
            }}
          >
            <Box
              component="span"
              sx={{
                width: 12,
                height: 12,
                borderRadius: 0.5,
                bgcolor: hidden.has(index) ? 'action.disabled' : item.color
              }}
            />
            {item.label}
          </ButtonBase>
        </li>
      ))}
    </Box>
  )
}
