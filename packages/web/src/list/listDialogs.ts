import type { ComponentType } from 'react'
import type { DialogProps } from '../layout/dialogStore'
import { ImportDialog } from './ImportDialog'

/** What a dialog opened from a list's toolbar receives. */
export interface ListDialogProps {
  service: string
}

/** Dialogs a route's extra actions may name (`actions[].dialog`, R-SCH-11). */
export const LIST_DIALOGS: Record<string, ComponentType<DialogProps<unknown> & ListDialogProps>> = {
  import: ImportDialog as ComponentType<DialogProps<unknown> & ListDialogProps>
}

/** The dialog of an extra action; an unknown name is only a console warning (R-SCH-11). */
export const listDialog = (name: string, warn: (message: string) => void = console.warn) => {
  const dialog = LIST_DIALOGS[name]
  if (!dialog) warn(`Unknown dialog "${name}" of a list action`)
  return dialog
}
