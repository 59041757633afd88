import type { Attachment } from './attachment'

/**
 * A file being uploaded, as a tile or a field shows it (R-WID-06): it starts not successful, not
 * complete, progress 0; sends its bytes (progress 0..1), waits for the server (processing), and
 * ends done (the server's record merged in, progress 1, success and complete) or failed (the
 * message kept, complete).
 */
export interface UploadItem extends Partial<Attachment> {
  /** Names the upload until the server gives it an `_id`. */
  key: string
  name: string
  success: boolean
  complete: boolean
  uploading: boolean
  processing: boolean
  progress: number
  error?: string
}

/** A new upload of a file. */
export const startUpload = (file: Pick<File, 'name' | 'type' | 'size'>, key: string): UploadItem => ({
  key,
  name: file.name,
  mime: file.type,
  size: file.size,
  success: false,
  complete: false,
  uploading: true,
  processing: false,
  progress: 0
})

/** Bytes sent so far; all of them sent, the server is still at work. */
export const uploadProgress = (item: UploadItem, loaded: number, total: number): UploadItem => {
  const progress = total > 0 ? Math.min(1, loaded / total) : 0
  return { ...item, progress, processing: progress >= 1 }
}

/** The server answered with the attachment's record: merged into the item. */
export const uploadDone = (item: UploadItem, info: Attachment): UploadItem => ({
  ...item,
  ...info,
  key: item.key,
  progress: 1,
  success: true,
  complete: true,
  uploading: false,
  processing: false,
  error: undefined
})

/** The upload failed: its message stays on the item (R-MED-17). */
export const uploadFailed = (item: UploadItem, message: string): UploadItem => ({
  ...item,
  error: message,
  success: false,
  complete: true,
  uploading: false,
  processing: false
})

/** A library item or an upload: only a stored attachment can be picked, never one uploading or failed (R-WID-04). */
export const isPickable = (item: Partial<UploadItem>): boolean =>
  Boolean(item._id) && !item.error && item.uploading !== true && item.success !== false
