import type { ComponentType } from 'react'
import type { DialogProps } from '../../layout/dialogStore'

/** What a dialog opened from a list's toolbar receives. */
export interface ListDialogProps {
  service: string
}

type ListDialog = ComponentType<DialogProps<unknown> & ListDialogProps>

/**
 * Dialogs a route's extra actions may name (`actions[].dialog`, R-SCH-11), each loaded when first
 * opened: a list screen carries no dialog code until one is needed.
 */
export const LIST_DIALOGS: Record<string, () => Promise<ListDialog>> = {
  import: async () => (await import('../transfer/ImportDialog')).ImportDialog as ListDialog
}

/** The dialog of an extra action; an unknown name is only a console warning (R-SCH-11). */
export const listDialog = (name: string, warn: (message: string) => void = console.warn) => {
  const dialog = LIST_DIALOGS[name]
  if (!dialog) warn(`Unknown dialog "${name}" of a list action`)
  return dialog
}
