import { BadRequest, Forbidden, MethodNotAllowed } from '@feathersjs/errors'
import {
  can,
  editorSettingsOf,
  routeEnables,
  type CollectionDef,
  type TableAction,
  type UserLike
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../catalogue/catalogue'

/** The caller of a journal service: from outside (`provider`) with an account, or the server itself. */
export interface JournalCaller {
  provider?: string
  user?: UserLike & { _id?: string }
}

/** The collections the journal covers: every one kept in a table. */
export const journaledCollections = (catalogue: Catalogue) =>
  catalogue.collections.filter((collection) => collection.table !== false)

/**
 * The collections whose history and trash a caller may see: exactly those they may read (R-ROLE-09);
 * every one for the server itself.
 */
export const readableCollections = (catalogue: Catalogue, caller?: JournalCaller): string[] =>
  journaledCollections(catalogue)
    .filter((collection) => !caller?.provider || can(caller.user, editorSettingsOf(collection), 'read'))
    .map((collection) => collection.name)

/** A collection of the journal named by a client, or 400 naming the key. */
export const journaledCollection = (catalogue: Catalogue, name: unknown, key: string): CollectionDef => {
  const collection = typeof name === 'string' ? catalogue.byName.get(name) : undefined
  if (!collection || collection.table === false)
    throw new BadRequest(`Invalid ${key}: not a collection`, { errors: { [key]: 'is not a collection' } })
  return collection
}

/**
 * Limits a find over a journal table to the collections the caller may read; a collection the find
 * names must be one of them, else 403 (`what`: what of it they may not read, "history", "trash").
 */
export const limitToReadable = (
  builder: Knex.QueryBuilder,
  catalogue: Catalogue,
  caller: JournalCaller | undefined,
  named: string | undefined,
  what: string
) => {
  const readable = readableCollections(catalogue, caller)
  if (named === undefined) void builder.whereIn('collection', readable)
  else if (!readable.includes(journaledCollection(catalogue, named, 'collection').name))
    throw new Forbidden(`You may not read the ${what} of ${named}`)
}

/**
 * Refuses a caller from outside what the collection's own service would refuse them: 405 when the
 * route turns the action off for everyone, 403 when their role may not read the collection or do it.
 */
export const assertCollectionAccess = (
  caller: JournalCaller | undefined,
  collection: CollectionDef,
  action: TableAction
) => {
  if (!caller?.provider) return
  const settings = editorSettingsOf(collection)
  if (!routeEnables(settings, action))
    throw new MethodNotAllowed(`${action} is turned off on ${collection.name}`)
  if (!can(caller.user, settings, 'read') || !can(caller.user, settings, action))
    throw new Forbidden(`You may not ${action} ${collection.name}`)
}
