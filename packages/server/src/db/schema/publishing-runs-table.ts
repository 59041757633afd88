import type { SchemaState } from './schema-state'

/** The scheduled publishing steps already taken: a step is claimed here before it is written. */
export const PUBLISHING_RUNS_TABLE = 'publishing_runs'

/**
 * Creates the table when missing. Its key, a record's step at one scheduled time, lets exactly one
 * server process claim each step: the others' inserts conflict. A record scheduled anew (another
 * time) makes a new step.
 */
export const syncPublishingRunsTable = (schema: SchemaState) =>
  schema.createTable(PUBLISHING_RUNS_TABLE, (table) => {
    table.string('collection', 64).notNullable()
    table.string('record', 64).notNullable()
    table.string('step', 16).notNullable()
    table.string('at', 32).notNullable()
    table.string('ran', 32).notNullable()
    table.primary(['collection', 'record', 'step', 'at'])
  })
