import type { ListSettingsRecord } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { ListSettingsService } from './list-settings.class'

const METHODS = ['find', 'get', 'create', 'patch', 'remove'] as const

/**
 * Registers `/api/listSettings`, each person's own columns of the console's lists.
 * Its events reach only the connections of the account they belong to, so that the person's other
 * browsers follow; a deleted account's settings go with it.
 */
export const listSettings = (app: Application) => {
  const service = new ListSettingsService(app.get('knex'), app.get('catalogue'))
  app.use('listSettings', service, { methods: [...METHODS] })
  app
    .service('listSettings')
    .publish((record: ListSettingsRecord) =>
      app.channel('authenticated').filter((connection) => connection.user?._id === record.user)
    )
  app.service('users').on('removed', (accounts: { _id: string } | Array<{ _id: string }>) => {
    const ids = (Array.isArray(accounts) ? accounts : [accounts]).map((account) => account._id)
    service
      ._removeAccounts(ids)
      .catch((error: unknown) =>
        app.get('logger').error({ err: error }, 'list settings of deleted accounts not removed')
      )
  })
}
