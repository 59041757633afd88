import type { EditorSettings } from '../catalogue/catalogue.types'

/** Path of the staff-accounts page, shown to admins only (R-LAY-03). */
export const ADMINS_PATH = '/admins'

/**
 * The list page of a collection: `/{rootPath}`, where rootPath is the editor's rootPath, else its
 * path, else the collection name (R-RT-08, C20).
 * @example pagePath('users', { rootPath: 'admins' }) // '/admins'
 */
export const pagePath = (collection: string, settings: EditorSettings): string =>
  '/' + (settings.rootPath ?? settings.path ?? collection).replace(/^\/+|\/+$/g, '')
