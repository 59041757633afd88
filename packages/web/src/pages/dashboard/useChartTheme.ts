import { useTheme } from '@mui/material'
import { useMemo } from 'react'

/** Chart colours and fonts that follow the light or dark theme. */
export const useChartTheme = () => {
  const theme = useTheme()
  return useMemo(
    () => ({
      text: theme.palette.text.secondary,
      grid: theme.palette.divider,
      font: theme.typography.fontFamily as string,
      series: [
        theme.palette.primary.main,
        theme.palette.secondary.main,
        '#e0a030',
        '#c0504d',
        '#8064a2',
        '#4bacc6',
        '#9bbb59',
        '#f79646'
      ]
    }),
    [theme]
  )
}
