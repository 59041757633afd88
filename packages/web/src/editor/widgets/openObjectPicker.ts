import { openDialog } from '../../layout/dialogStore'
import type { ObjectPickerDialogProps } from './ObjectPickerDialog'

/** Opens the object picker, its code loaded on first use; the picked ids on Confirm, undefined on Cancel. */
export const openObjectPicker = async (props: ObjectPickerDialogProps): Promise<string[] | undefined> => {
  const { ObjectPickerDialog } = await import('./ObjectPickerDialog')
  return openDialog(ObjectPickerDialog, props)
}
