import type { HookContext, NextFunction } from '@feathersjs/feathers'
import {
  editorSettingsOf,
  isOwnProfileChange,
  methodAccess,
  type EditorSettings,
  type ServiceMethod
} from '@tutor-admin/shared'
import { localStrategy } from '../../auth/authentication'
import type { Application } from '../../declarations'
import { assertAccess } from '../../hooks/authorize'
import { itemsContext } from '../items/items-context'
import { recordEtag } from '../items/version-precondition'
import { endSessionsOnChange } from './end-sessions-on-change'
import { UsersService } from './users.class'

const METHODS = ['find', 'get', 'create', 'update', 'patch', 'remove'] as const

/**
 * `/api/users` follows its page's rules (admins only), except that every user may get their own
 * account and patch its name and avatar (R-ROLE-11, R-AUTH-17).
 */
const authorizeStaff =
  (settings: EditorSettings | undefined) => async (context: HookContext, next: NextFunction) => {
    const { params, method, id, data } = context
    if (!params.provider) return next()
    const access = methodAccess(params.user, settings, method as ServiceMethod)
    const own =
      access === 'forbidden' &&
      id !== null &&
      id === params.user?._id &&
      (method === 'get' || (method === 'patch' && isOwnProfileChange(data)))
    if (!own) assertAccess(context, access)
    return next()
  }

/** Registers `/api/users` in place of the generic service of its collection (C10). */
export const users = (app: Application) => {
  const catalogue = app.get('catalogue')
  const collection = catalogue.collection('users')
  app.get('customServices').add(collection.name)
  const service = new UsersService(collection, itemsContext(app), (plain) =>
    localStrategy(app).hashPassword(plain, {})
  )
  app.use('users', service, { methods: [...METHODS] })
  app.service('users').hooks({
    around: {
      all: [authorizeStaff(editorSettingsOf(collection))],
      get: [recordEtag],
      patch: [recordEtag, endSessionsOnChange],
      update: [recordEtag, endSessionsOnChange],
      remove: [endSessionsOnChange]
    }
  })
}
