import type { HookContext } from '@feathersjs/feathers'
import { editorSettingsOf, methodAccess } from '@tutor-admin/shared'
import type { Context } from 'koa'
import { bearerCaller } from '../../auth/api-token-strategy'
import type { Application } from '../../declarations'
import { assertAccess } from '../../hooks/authorize'

/**
 * Who uploads, and whether they may (R-MED-11): a valid bearer access token or API token (401) and the attachments
 * service's write permission (403, or 405 when the service's page turns writing off).
 */
export const uploadAccess = async (app: Application, ctx: Context, method: 'create' | 'patch') => {
  const user = await bearerCaller(app, ctx, 'attachments', method)
  const settings = editorSettingsOf(app.get('catalogue').collection('attachments'))
  assertAccess({ method, path: 'attachments' } as HookContext, methodAccess(user, settings, method))
  return user as { _id: string; [key: string]: unknown }
}
