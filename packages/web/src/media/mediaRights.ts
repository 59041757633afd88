import { editorSettingsOf, isAdmin, tableRules, type SchemasAnswer, type UserLike } from '@tutor-admin/shared'

/** What a person may do in the media library, as the server decides it (R-ROLE-06, R-MED-11). */
export interface MediaRights {
  /** See the library and where files are used. */
  read: boolean
  /** Upload new files. */
  upload: boolean
  /** Rename a file, write its alt texts, replace its file. */
  patch: boolean
  /** Delete a file that no record uses. */
  remove: boolean
  /** Delete a file in use, taking it out of those records: administrators only. */
  forceRemove: boolean
}

/**
 * The rights of the attachments service for a person: its page's rules (none configured: every
 * staff role), uploads as creates, replacing a file as a patch, a forced delete for admins only.
 */
export const mediaRights = (user: UserLike | null | undefined, schemas?: SchemasAnswer): MediaRights => {
  const settings = editorSettingsOf(schemas?.schemas.attachments, schemas?.appName)
  const rules = tableRules(user, settings)
  return {
    read: rules.read,
    upload: rules.create,
    patch: rules.patch,
    remove: rules.remove,
    forceRemove: rules.remove && isAdmin(user)
  }
}
