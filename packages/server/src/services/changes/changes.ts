import { JOURNAL_PATHS } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { ChangesService } from './changes.class'

/** Registers `/api/changes`, the change journal: find and get only, and no events. */
export const changes = (app: Application) => {
  app.use(
    JOURNAL_PATHS.changes,
    new ChangesService(app.get('knex'), app.get('dialect'), app.get('catalogue')),
    {
      methods: ['find', 'get'],
      events: []
    }
  )
}
