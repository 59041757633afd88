import {
  editorSettingsOf,
  pagePath,
  type CollectionDef,
  type EditorSettings,
  type SchemasAnswer
} from '@tutor-admin/shared'

/** A list page of the catalogue: its collection and the route settings of this app. */
export interface ListRoute {
  /** The collection name. */
  name: string
  collection: CollectionDef
  settings: EditorSettings
  /** The page's path without language prefix, e.g. `/teachers`. */
  path: string
  /** The service the rows come from (`settings.service`, else the collection name). */
  service: string
}

const toRoute = (answer: SchemasAnswer, name: string): ListRoute | undefined => {
  const collection = answer.schemas[name]
  const settings = editorSettingsOf(collection, answer.appName)
  if (!collection || !settings) return undefined
  return { name, collection, settings, path: pagePath(name, settings), service: settings.service ?? name }
}

/** The list page of a collection by its name, if it has an editor definition for this app. */
export const listRouteByName = (answer: SchemasAnswer, name: string): ListRoute | undefined =>
  toRoute(answer, name)

/** The list page whose rows come from a service (a dialog opened from it knows only its service). */
export const listRouteByService = (answer: SchemasAnswer, service: string): ListRoute | undefined =>
  Object.keys(answer.schemas)
    .map((name) => toRoute(answer, name))
    .find((route) => route?.service === service)

/**
 * The list page served at a path (R-RT-07, R-RT-08): the schema route whose `/{rootPath}` is the
 * path, a trailing slash allowed (C20); `undefined` means 404.
 * @example findListRoute(answer, '/teachers/')?.name // 'teachers'
 */
export const findListRoute = (answer: SchemasAnswer, path: string): ListRoute | undefined => {
  const wanted = '/' + path.replace(/^\/+|\/+$/g, '')
  for (const name of Object.keys(answer.schemas)) {
    const route = toRoute(answer, name)
    if (route?.path === wanted) return route
  }
  return undefined
}
