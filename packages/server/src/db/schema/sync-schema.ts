import type { Knex } from 'knex'
import type { CollectionDef } from '@tutor-admin/shared'
import type { Dialect } from '../dialects/dialect.types'
import { syncClusterTables } from './cluster-tables'
import { syncJournalTables } from './journal-tables'
import { syncListSettingsTable } from './list-settings-table'
import { syncPublishingRunsTable } from './publishing-runs-table'
import { syncSavedViewsTable } from './saved-views-table'
import { syncSecurityTables } from './security-tables'
import { syncTables } from './sync-tables'
import { syncWebhooksTables } from './webhooks-tables'
import { migrateUtcDays } from './utc-days'

/** Brings every table up to the catalogue and to this version's own tables, as each start does. */
export const syncSchema = async (knex: Knex, dialect: Dialect, collections: CollectionDef[]) => {
  await syncTables(knex, dialect, collections)
  await migrateUtcDays(knex, collections)
  await syncListSettingsTable(knex)
  await syncSavedViewsTable(knex)
  await syncPublishingRunsTable(knex)
  await syncJournalTables(knex, dialect)
  await syncSecurityTables(knex, dialect)
  await syncWebhooksTables(knex)
  await syncClusterTables(knex)
}
