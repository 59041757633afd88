import { JOURNAL_PATHS } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { TrashService } from './trash.class'

/** Registers `/api/trash`: find, get and remove (administrators), and no events. */
export const trash = (app: Application) => {
  app.use(JOURNAL_PATHS.trash, new TrashService(app.get('knex'), app.get('dialect'), app.get('catalogue')), {
    methods: ['find', 'get', 'remove'],
    events: []
  })
}
