import type { SavedViewRecord } from '@tutor-admin/shared/list/saved-views'
import type { Application } from '../../declarations'
import { isShownTo, mayReadList, SavedViewsService } from './saved-views.class'

const METHODS = ['find', 'get', 'create', 'patch', 'remove'] as const

/**
 * Registers `/api/savedViews`, the named states of the console's lists. An event reaches only the
 * connections of people the view is shown to who may read its list; a deleted account's views go
 * with it.
 */
export const savedViews = (app: Application) => {
  const catalogue = app.get('catalogue')
  const service = new SavedViewsService(app.get('knex'), catalogue)
  app.use('savedViews', service, { methods: [...METHODS] })
  app.service('savedViews').publish((view: SavedViewRecord) =>
    app.channel('authenticated').filter((connection) => {
      const user = connection.user as Parameters<typeof isShownTo>[0] | undefined
      return user?._id !== undefined && isShownTo(user, view) && mayReadList(catalogue, user, view.list)
    })
  )
  app.service('users').on('removed', (accounts: { _id: string } | Array<{ _id: string }>) => {
    const ids = (Array.isArray(accounts) ? accounts : [accounts]).map((account) => account._id)
    service
      ._removeOwners(ids)
      .catch((error: unknown) =>
        app.get('logger').error({ err: error }, 'saved views of deleted accounts not removed')
      )
  })
}
