import { describe, expect, it } from 'vitest'
import { axisShare, countAxis } from './countAxis'

describe('count axis of the dashboard charts', () => {
  it('ends at a round number at or above the largest count', () => {
    expect(countAxis(47)).toEqual({ top: 50, ticks: [0, 10, 20, 30, 40, 50] })
    expect(countAxis(1234).top).toBe(1400)
  })

  it('ticks whole numbers only: counts have no fractions', () => {
    expect(countAxis(2)).toEqual({ top: 2, ticks: [0, 1, 2] })
  })

  it('draws an empty chart on an axis from 0 to 1', () => {
    expect(countAxis(0)).toEqual({ top: 1, ticks: [0, 1] })
  })

  it('gives each count its share of the axis', () => {
    expect(axisShare(25, 50)).toBe('50%')
    expect(axisShare(-3, 50)).toBe('0%')
  })
})
