import { describe, expect, it } from 'vitest'
import { can, methodAccess, SERVICE_METHODS } from './can'

const editor = { role: 'editor' }
const admin = { role: 'admin' }

describe('method access (R-ROLE-09, R-ROLE-10)', () => {
  it('needs read for find and get, write for the rest', () => {
    const settings = { roles: ['admin', { role: 'editor', write: false }] }
    expect(SERVICE_METHODS.map((method) => methodAccess(editor, settings, method))).toEqual([
      'allowed',
      'allowed',
      'forbidden',
      'forbidden',
      'forbidden',
      'forbidden'
    ])
    expect(SERVICE_METHODS.every((method) => methodAccess(admin, settings, method) === 'allowed')).toBe(true)
    expect(methodAccess({ role: 'guest' }, settings, 'find')).toBe('forbidden')
  })

  it('answers disabled, for every role, when route flags turn a method off', () => {
    const readOnly = { readOnly: true, roles: ['admin'] }
    for (const user of [admin, editor, null])
      expect(SERVICE_METHODS.map((method) => methodAccess(user, readOnly, method))).toEqual([
        user === admin ? 'allowed' : 'forbidden',
        user === admin ? 'allowed' : 'forbidden',
        'disabled',
        'disabled',
        'disabled',
        'disabled'
      ])
    expect(methodAccess(admin, { patch: false }, 'update')).toBe('disabled')
    expect(methodAccess(admin, { remove: false }, 'remove')).toBe('disabled')
    expect(methodAccess(admin, { create: false }, 'patch')).toBe('allowed')
  })

  it('can() reads one action of the rules', () => {
    expect(can(editor, { export: false }, 'export')).toBe(false)
    expect(can(editor, undefined, 'import')).toBe(true)
  })
})
