import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

describe('PASSWORD_HASH_COST', () => {
  it('is 10 unless set, and a whole number from 4 to 15', () => {
    expect(readConfig({}).passwordHashCost).toBe(10)
    expect(readConfig({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12)
    for (const wrong of ['3', '16', '10.5', 'ten'])
      expect(() => readConfig({ PASSWORD_HASH_COST: wrong })).toThrow(/PASSWORD_HASH_COST must be/)
  })
})
