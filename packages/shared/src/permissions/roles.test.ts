import { describe, expect, it } from 'vitest'
import { isAdmin, isVerified, userRoles } from './roles'

describe('user roles (R-ROLE-01)', () => {
  it('takes role and roles, each a string or a list, without repeats', () => {
    expect(userRoles({ role: 'admin' })).toEqual(['admin'])
    expect(userRoles({ roles: 'editor' })).toEqual(['editor'])
    expect(userRoles({ role: ['editor'], roles: ['admin', 'editor'] })).toEqual(['editor', 'admin'])
    expect(userRoles({ role: null, roles: undefined })).toEqual([])
    expect(userRoles(undefined)).toEqual([])
  })
})

describe('isAdmin (R-ROLE-02)', () => {
  it.each([
    [{ role: 'admin', status: 'active' }, true],
    [{ role: 'admin', status: 'frozen' }, false],
    [{ role: 'editor', status: 'active' }, false],
    [{ role: 'editor', status: 'frozen' }, false],
    [{ roles: ['editor', 'admin'] }, true],
    [null, false]
  ])('%j -> %s', (user, expected) => expect(isAdmin(user)).toBe(expected))
})

describe('isVerified (R-ROLE-03)', () => {
  it('is always true', () => {
    expect(isVerified()).toBe(true)
    expect(isVerified({ role: 'editor', status: 'frozen' })).toBe(true)
  })
})
