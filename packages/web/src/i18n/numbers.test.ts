import { describe, expect, it } from 'vitest'
import { formatCount, formatNumber } from './numbers'

describe('formatNumber (R-LIST-08)', () => {
  it('groups digits as toLocaleString does, per locale and precision', () => {
    for (const value of [0, 7, 1234, 1234567.891, -98765.4321]) {
      expect(formatNumber(value, 'en')).toBe(value.toLocaleString('en'))
      expect(formatNumber(value, 'zh-HK')).toBe(value.toLocaleString('zh-HK'))
      expect(formatNumber(value, 'en', 2)).toBe(value.toLocaleString('en', { maximumFractionDigits: 2 }))
      expect(formatNumber(value)).toBe(value.toLocaleString())
    }
  })
})

describe('formatCount', () => {
  it('writes whole counts as the three languages’ number formats do', () => {
    for (const value of [0, 7, 999, 1000, 1234, 1234567, 1000000000, -98765])
      for (const locale of ['en', 'zh-HK', 'zh-CN'])
        expect(formatCount(value)).toBe(value.toLocaleString(locale))
  })
})
