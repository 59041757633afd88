import type { EditorSettings, ExpandExtensionName } from '@tutor-admin/shared'
import { lazy } from 'react'
import type { ExpandExtensionProps, Extension } from './extension.types'

/** The console's expanded-row extensions by the name a route gives in `expand` (R-ED-12). */
export const EXPAND_EXTENSION_REGISTRY: Record<ExpandExtensionName, Extension<ExpandExtensionProps>> = {
  translationStatus: {
    mode: 'extend',
    Component: lazy(async () => ({ default: (await import('./TranslationStatus')).TranslationStatus }))
  }
}

/** The expanded-row extension of a route; a name this console does not know is a console warning only. */
export const expandExtensionOf = (
  settings: EditorSettings | undefined,
  registry: Partial<Record<string, Extension<ExpandExtensionProps>>> = EXPAND_EXTENSION_REGISTRY
): Extension<ExpandExtensionProps> | undefined => {
  if (!settings?.expand) return undefined
  const extension = registry[settings.expand]
  if (!extension)
    console.warn(`Unknown expanded-row extension "${settings.expand}"; the generated details are shown`)
  return extension
}
