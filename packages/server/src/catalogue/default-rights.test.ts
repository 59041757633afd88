import { editorSettingsOf, methodAccess, SERVICE_METHODS, tableRules } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from './index'

const editor = { role: 'editor', status: 'active' }
const admin = { role: 'admin', status: 'active' }

/**
 * R-ROLE-12: editors read and write every catalogue service, except appUsers (read-only, export
 * allowed), users (nothing) and the doctor lists (read-only for everyone).
 */
describe('default rights of editors (R-ROLE-12)', () => {
  const catalogue = loadCatalogue()

  it.each(catalogue.collections.map((collection) => [collection.name, collection] as const))(
    '%s',
    (name, collection) => {
      const settings = editorSettingsOf(collection)
      const rules = tableRules(editor, settings)
      const access = SERVICE_METHODS.map((method) => methodAccess(editor, settings, method))
      if (name === 'users') {
        expect(access.every((answer) => answer === 'forbidden')).toBe(true)
        expect(SERVICE_METHODS.every((method) => methodAccess(admin, settings, method) === 'allowed')).toBe(
          true
        )
      } else if (name === 'appUsers') {
        expect(rules).toMatchObject({
          read: true,
          export: true,
          write: false,
          create: false,
          patch: false,
          remove: false,
          import: false
        })
        expect(tableRules(admin, settings)).toMatchObject({ write: true, create: true })
      } else if (name.startsWith('doctor')) {
        expect(access).toEqual(['allowed', 'allowed', 'disabled', 'disabled', 'disabled', 'disabled'])
        expect(SERVICE_METHODS.map((method) => methodAccess(admin, settings, method))).toEqual(access)
      } else {
        expect(access.every((answer) => answer === 'allowed')).toBe(true)
      }
    }
  )
})
