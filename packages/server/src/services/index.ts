import type { Application } from '../declarations'
import { authOptions } from './auth-options/auth-options'
import { apiTokens } from './api-tokens/api-tokens'
import { attachments } from './attachments/attachments'
import { batch } from './batch/batch'
import { bulkEdit } from './bulk-edit/bulk-edit'
import { changes } from './changes/changes'
import { changePassword } from './change-password/change-password'
import { health } from './health/health'
import { items } from './items/items'
import { listSettings } from './list-settings/list-settings'
import { openapi } from './openapi/openapi'
import { presence } from './presence/presence'
import { restore } from './restore/restore'
import { savedViews } from './saved-views/saved-views'
import { search } from './search/search'
import { schemas } from './schemas/schemas'
import { securityEvents } from './security-events/security-events'
import { sessions } from './sessions/sessions'
import { trash } from './trash/trash'
import { translationGaps } from './translation-gaps/translation-gaps'
import { twoFactor } from './two-factor/two-factor'
import { undo } from './undo/undo'
import { users } from './users/users'
import { webhooks } from './webhooks/webhooks'

export const services = (app: Application) => {
  app.configure(health)
  app.configure(authOptions)
  app.configure(schemas)
  app.configure(openapi)
  app.configure(securityEvents)
  app.configure(sessions)
  app.configure(apiTokens)
  app.configure(users)
  app.configure(changePassword)
  app.configure(twoFactor)
  app.configure(attachments)
  app.configure(items)
  app.configure(batch)
  app.configure(listSettings)
  app.configure(savedViews)
  app.configure(changes)
  app.configure(trash)
  app.configure(restore)
  app.configure(undo)
  app.configure(bulkEdit)
  app.configure(presence)
  app.configure(translationGaps)
  app.configure(search)
  app.configure(webhooks)
}
