import type { AuthenticationService } from '@feathersjs/authentication'
import { Forbidden, MethodNotAllowed, NotAuthenticated, NotFound } from '@feathersjs/errors'
import { editorSettingsOf, routeEnables, tableRules, type CollectionDef } from '@tutor-admin/shared'
import type { Context } from 'koa'
import { bearerCaller } from '../../auth/api-token-strategy'
import type { Application } from '../../declarations'

export interface TransferCaller {
  collection: CollectionDef
  user: { _id: string; [key: string]: unknown }
}

/** The user of a request's bearer token (401 without a valid one). */
export const bearerUser = async (app: Application, ctx: Context): Promise<TransferCaller['user']> => {
  const header = ctx.get('Authorization')
  const accessToken = /^Bearer\s+(.+)$/i.exec(header)?.[1]
  if (!accessToken) throw new NotAuthenticated('Sign in first')
  const auth = app.service('authentication') as unknown as AuthenticationService
  const result = await auth.authenticate({ strategy: 'jwt', accessToken }, { provider: 'rest' }, 'jwt')
  return result.user
}

/**
 * Who calls an export or import, and whether they may (R-IO-07, R-ROLE-15): a valid bearer token
 * or API token (401), a collection with a page (404), the route flag (405) and the user's rights (403).
 */
export const transferAccess = async (
  app: Application,
  ctx: Context,
  name: string,
  action: 'export' | 'import'
): Promise<TransferCaller> => {
  // An API token may export as a find and import as a create of the collection, when its lists allow.
  const user = await bearerCaller(app, ctx, name, action === 'export' ? 'find' : 'create')
  const collection = app.get('catalogue').byName.get(name)
  const settings = editorSettingsOf(collection)
  if (!collection || !settings) throw new NotFound(`No collection ${name} to ${action}`)
  if (!routeEnables(settings, action)) throw new MethodNotAllowed(`${action} is turned off on ${name}`)
  if (!tableRules(user, settings)[action]) throw new Forbidden(`You may not ${action} ${name}`)
  if (collection.fields.some((field) => field.params?.hidden) && action === 'import')
    throw new MethodNotAllowed(`${name} holds secrets and cannot be imported from a file`)
  return { collection, user }
}
