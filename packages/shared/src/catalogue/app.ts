import type { CollectionDef, EditorSettings } from './catalogue.types'

/** The app name of this console: editor and service settings are keyed by it (C8). */
export const APP_NAME = 'admin'

/** The route settings of a collection for this app, if it has a page. */
export const editorSettingsOf = (
  collection: CollectionDef | undefined,
  appName = APP_NAME
): EditorSettings | undefined => collection?.params.editor?.[appName]
