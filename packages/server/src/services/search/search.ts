import { SEARCH_PATH } from '@tutor-admin/shared/search/palette-search'
import type { Application } from '../../declarations'
import { SearchService } from './search.class'

/** Registers `/api/search`, the console's search across collections: find only, and no events. */
export const search = (app: Application) => {
  app.use(SEARCH_PATH, new SearchService(app.get('knex'), app.get('dialect'), app.get('catalogue')), {
    methods: ['find'],
    events: []
  })
}
