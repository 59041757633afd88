import type { Application } from '../../declarations'
import type { ItemsContext } from './items.types'

/** What every collection service works with: the database, the catalogue and the change journal. */
export const itemsContext = (app: Application): ItemsContext => ({
  knex: app.get('knex'),
  dialect: app.get('dialect'),
  catalogue: app.get('catalogue'),
  journal: app.get('journal'),
  exactCountLimit: app.get('config').exactCountLimit
})
