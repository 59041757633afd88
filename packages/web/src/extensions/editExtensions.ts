import type { EditExtensionName, EditorSettings } from '@tutor-admin/shared'
import { lazy } from 'react'
import type { EditExtensionProps, Extension } from './extension.types'

/** The console's editor extensions by the name a route gives in `edit` (R-ED-12); each loads when first shown. */
export const EDIT_EXTENSION_REGISTRY: Record<EditExtensionName, Extension<EditExtensionProps>> = {
  contentPreview: {
    mode: 'extend',
    Component: lazy(async () => ({ default: (await import('./ContentPreview')).ContentPreview }))
  }
}

/** The editor extension of a route; a name this console does not know is a console warning only. */
export const editExtensionOf = (
  settings: EditorSettings,
  registry: Partial<Record<string, Extension<EditExtensionProps>>> = EDIT_EXTENSION_REGISTRY
): Extension<EditExtensionProps> | undefined => {
  if (!settings.edit) return undefined
  const extension = registry[settings.edit]
  if (!extension) console.warn(`Unknown editor extension "${settings.edit}"; the generated editor is shown`)
  return extension
}
