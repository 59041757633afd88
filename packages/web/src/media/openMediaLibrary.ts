import { openDialog } from '../layout/dialogStore'
import type { MediaLibraryDialogProps } from './MediaLibraryDialog'

/**
 * Opens the media library, its code loaded on the first opening; resolves with the picked ids on
 * Confirm, undefined on Cancel or close.
 */
export const openMediaLibrary = async (options: MediaLibraryDialogProps): Promise<string[] | undefined> => {
  const { MediaLibraryDialog } = await import('./MediaLibraryDialog')
  return openDialog(MediaLibraryDialog, options)
}
