import { useTheme } from '@mui/material'
import { useMemo } from 'react'

/** The charts' colours, one per series or slice, starting with the theme's own. */
export const useChartColors = () => {
  const theme = useTheme()
  return useMemo(
    () => [
      theme.palette.primary.main,
      theme.palette.secondary.main,
      '#e0a030',
      '#c0504d',
      '#8064a2',
      '#4bacc6',
      '#9bbb59',
      '#f79646'
    ],
    [theme]
  )
}
