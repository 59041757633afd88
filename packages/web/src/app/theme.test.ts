import { describe, expect, it } from 'vitest'
import { createAppTheme } from './theme'

describe('the console theme', () => {
  it('moves by default: transitions take time and buttons ripple', () => {
    const theme = createAppTheme(false)
    expect(theme.transitions.create('opacity')).not.toBe('none')
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0)
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined()
  })

  it('keeps still for a person who prefers reduced motion, in light and dark mode', () => {
    for (const dark of [false, true]) {
      const theme = createAppTheme(dark, true)
      expect(theme.palette.mode).toBe(dark ? 'dark' : 'light')
      expect(theme.transitions.create('opacity')).toBe('none')
      expect(theme.transitions.duration.leavingScreen).toBe(0)
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true)
      expect(theme.components?.MuiAppBar?.styleOverrides?.root).toBeDefined()
    }
  })
})
