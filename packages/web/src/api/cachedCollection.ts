import type { CollectionDef, SchemasAnswer } from '@tutor-admin/shared'
import { queryClient } from './queryClient'

/** Key of the catalogue query (R-SCH-01). */
export const SCHEMAS_KEY = ['schemas'] as const

/** A collection of the catalogue the console already loaded, without asking the server. */
export const cachedCollection = (name: string): CollectionDef | undefined =>
  queryClient.getQueryData<SchemasAnswer>(SCHEMAS_KEY)?.schemas[name]
