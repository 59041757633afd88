/**
 * Editor extensions a route may name in `edit` (R-ED-12): the console ships one component per
 * name, and the server's catalogue check refuses any other.
 */
export const EDIT_EXTENSIONS = ['contentPreview'] as const
export type EditExtensionName = (typeof EDIT_EXTENSIONS)[number]

/** Expanded-row extensions a route may name in `expand` (R-ED-12). */
export const EXPAND_EXTENSIONS = ['translationStatus'] as const
export type ExpandExtensionName = (typeof EXPAND_EXTENSIONS)[number]

/** How an extension meets what the console generates: after it, or in its place. */
export type ExtensionMode = 'extend' | 'replace'
