import { Forbidden, MethodNotAllowed } from '@feathersjs/errors'
import { editorSettingsOf, methodAccess, type CollectionDef, type UserLike } from '@tutor-admin/shared'

/** Answers as the collection's own `find` would: 405 when listing is turned off, 403 when the role may not read. */
export const assertReadable = (user: UserLike | undefined, collection: CollectionDef) => {
  const access = methodAccess(user, editorSettingsOf(collection), 'find')
  if (access === 'disabled') throw new MethodNotAllowed(`Listing is turned off on ${collection.name}`)
  if (access === 'forbidden') throw new Forbidden(`You may not read ${collection.name}`)
}
