import type { ConfirmDialogProps } from './ConfirmDialog'
import { openDialog } from './dialogStore'

/** Asks before something that cannot be undone; true when confirmed. */
export const confirmDialog = async (props: ConfirmDialogProps): Promise<boolean> => {
  const { ConfirmDialog } = await import('./ConfirmDialog')
  return (await openDialog(ConfirmDialog, props)) === true
}
