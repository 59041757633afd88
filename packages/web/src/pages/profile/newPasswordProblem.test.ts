import { describe, expect, it } from 'vitest'
import { newPasswordProblem } from './newPasswordProblem'

describe('new password check (R-AUTH-18)', () => {
  it('asks for at least 8 characters, at most 72 bytes, and a matching confirmation', () => {
    expect(newPasswordProblem('1234567', '1234567')).toBe('passwordTooShort')
    expect(newPasswordProblem('密'.repeat(25), '密'.repeat(25))).toBe('passwordTooLong')
    expect(newPasswordProblem('12345678', '12345679')).toBe('passwordMismatch')
    expect(newPasswordProblem('12345678', '12345678')).toBeUndefined()
    expect(newPasswordProblem('密碼密碼密碼密碼', '密碼密碼密碼密碼')).toBeUndefined()
  })
})
