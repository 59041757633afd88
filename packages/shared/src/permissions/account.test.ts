import { describe, expect, it } from 'vitest'
import { isOwnProfileChange, passwordProblem } from './account'

describe('own profile changes (R-ROLE-11, R-AUTH-17)', () => {
  it('accepts name and avatar only', () => {
    expect(isOwnProfileChange({ name: 'Me' })).toBe(true)
    expect(isOwnProfileChange({ name: 'Me', avatar: null })).toBe(true)
    expect(isOwnProfileChange({})).toBe(true)
    for (const key of ['role', 'roles', 'status', 'email', 'password', '$set'])
      expect(isOwnProfileChange({ [key]: 'x' }), key).toBe(false)
    expect(isOwnProfileChange([])).toBe(false)
    expect(isOwnProfileChange(null)).toBe(false)
  })
})

describe('password rules (R-AUTH-18)', () => {
  it('needs 8 characters and at most 72 bytes', () => {
    expect(passwordProblem('1234567')).toMatch(/at least 8/)
    expect(passwordProblem('12345678')).toBeUndefined()
    expect(passwordProblem('密碼密碼密碼密碼')).toBeUndefined()
    expect(passwordProblem('密'.repeat(25))).toMatch(/72 bytes/)
    expect(passwordProblem(12345678)).toMatch(/text/)
  })
})
