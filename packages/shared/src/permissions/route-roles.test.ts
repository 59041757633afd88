import { describe, expect, it } from 'vitest'
import { normaliseRouteRoles } from './route-roles'

describe('page roles (R-ROLE-04)', () => {
  it('gives full access to a plain string and defaults both flags to true', () => {
    expect(normaliseRouteRoles('admin')).toEqual([{ role: 'admin', read: true, write: true }])
    expect(
      normaliseRouteRoles(['admin', { role: 'editor', write: false }, { role: 'guest', read: false }])
    ).toEqual([
      { role: 'admin', read: true, write: true },
      { role: 'editor', read: true, write: false },
      { role: 'guest', read: false, write: true }
    ])
  })

  it('is empty when no roles are configured and skips malformed entries', () => {
    expect(normaliseRouteRoles(undefined)).toEqual([])
    expect(normaliseRouteRoles([])).toEqual([])
    expect(normaliseRouteRoles([{ role: 5 } as never, 'editor'])).toEqual([
      { role: 'editor', read: true, write: true }
    ])
  })
})
