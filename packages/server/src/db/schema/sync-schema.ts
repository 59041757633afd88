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
import { SchemaState } from './schema-state'

/**
 * Brings every table up to the catalogue and to this version's own tables, as each start does,
 * from one reading of what the database holds.
 */
export const syncSchema = async (knex: Knex, dialect: Dialect, collections: CollectionDef[]) => {
  const schema = await SchemaState.read(knex, dialect)
  await syncTables(knex, dialect, collections, schema.snapshot)
  await migrateUtcDays(knex, collections)
  await syncListSettingsTable(schema)
  await syncSavedViewsTable(schema)
  await syncPublishingRunsTable(schema)
  await syncJournalTables(schema)
  await syncSecurityTables(schema)
  await syncWebhooksTables(schema)
  await syncClusterTables(schema)
}
