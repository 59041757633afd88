import { Forbidden, NotAuthenticated } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { isAdmin, type UserLike } from '@tutor-admin/shared'

/** Calls from outside need an administrator: 401 without an account, 403 for anyone else. */
export const assertAdmin = (params: (Params & { user?: UserLike }) | undefined) => {
  if (!params?.provider) return
  if (!params.user) throw new NotAuthenticated('Sign in first')
  if (!isAdmin(params.user)) throw new Forbidden('Only administrators may manage webhooks')
}
