import { describe, expect, it } from 'vitest'
import { formatPageView, parsePageView } from './page-view'

describe('the view cookie (R-LAY-09)', () => {
  it('round-trips a width and dark mode', () => {
    expect(parsePageView(formatPageView({ width: 390.4, dark: true }))).toEqual({ width: 390, dark: true })
    expect(parsePageView(formatPageView({ width: 1440, dark: false }))).toEqual({ width: 1440, dark: false })
  })

  it('keeps widths within what screens have', () => {
    expect(formatPageView({ width: 12, dark: false })).toBe('240.light')
    expect(formatPageView({ width: 99999, dark: false })).toBe('7680.light')
  })

  it('ignores anything else', () => {
    for (const value of [
      undefined,
      '',
      '390',
      '390.blue',
      '99999.dark',
      '100.dark',
      '390.dark;x',
      ' 390.dark'
    ])
      expect(parsePageView(value)).toBeUndefined()
  })
})
