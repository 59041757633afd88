import type { SchemasAnswer } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { mediaRights } from './mediaRights'

const schemas = (editor?: object) =>
  ({
    appName: 'admin',
    schemas: {
      attachments: { name: 'attachments', fields: [], params: editor ? { editor: { admin: editor } } : {} }
    }
  }) as unknown as SchemasAnswer

describe('the media library mirrors the server rights (R-ROLE-06, R-MED-11)', () => {
  it('lets every staff role read, upload, edit and delete unused files; only an admin forces a delete', () => {
    expect(mediaRights({ role: 'editor' }, schemas())).toEqual({
      read: true,
      upload: true,
      patch: true,
      remove: true,
      forceRemove: false
    })
    expect(mediaRights({ role: 'admin' }, schemas()).forceRemove).toBe(true)
    expect(mediaRights({ role: 'admin', status: 'frozen' }, schemas()).forceRemove).toBe(false)
  })

  it('follows the roles a deployment gives the attachments page', () => {
    const readOnly = schemas({ roles: [{ role: 'editor', read: true, write: false }] })
    expect(mediaRights({ role: 'editor' }, readOnly)).toEqual({
      read: true,
      upload: false,
      patch: false,
      remove: false,
      forceRemove: false
    })
    expect(mediaRights({ role: 'guest' }, readOnly).read).toBe(false)
  })
})
