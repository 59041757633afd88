import { useQueryClient } from '@tanstack/react-query'
import type { TranslatedText } from '@tutor-admin/shared'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { errorMessage } from '../errors/httpError'
import { useAppStore } from '../state/appStore'
import type { Attachment } from './attachment'
import { replaceUrl } from './mediaUrls'
import { uploadFile } from './uploadFile'

/** What the details panel changes of a file: its name and its alt texts (PATCH, R-MED-09). */
export interface MediaChanges {
  name?: string
  alt?: TranslatedText[]
}

/** A file being replaced: the bytes sent so far (0..1), then the server at work. */
export interface Replacing {
  id: string
  progress: number
}

/**
 * Changes to files from the media library: a new name and alt texts, and a new file in place. Each
 * answer is kept by id, so that the grid, the details panel and this opening's uploads show it at
 * once (a new file with its new version in every picture's URL), while the lists load again.
 */
export const useMediaEdits = () => {
  const { t } = useTranslation('media')
  const queryClient = useQueryClient()
  const [changed, setChanged] = useState<Record<string, Attachment>>({})
  const [replacing, setReplacing] = useState<Replacing | null>(null)
  const [replaceError, setReplaceError] = useState<{ id: string; message: string } | null>(null)

  const remember = useCallback(
    (record: Attachment) => {
      setChanged((known) => ({ ...known, [record._id]: record }))
      // The library's pages and the fields' thumbnails.
      void queryClient.invalidateQueries({ queryKey: ['attachments'] })
    },
    [queryClient]
  )

  /** Saves a new name or alt texts; a refusal is thrown, for the form to show per field. */
  const save = useCallback(
    async (item: Attachment, changes: MediaChanges) => {
      remember(await session.call<Attachment>('attachments', 'patch', item._id, changes))
      useAppStore.getState().setSuccess(t('edit.saved'))
    },
    [remember, t]
  )

  /** Uploads a new file for an attachment, with its progress; a failure is said in the panel. */
  const replace = useCallback(
    async (item: Attachment, file: File) => {
      setReplaceError(null)
      setReplacing({ id: item._id, progress: 0 })
      try {
        const info = await uploadFile({
          url: replaceUrl(item._id),
          method: 'PUT',
          file,
          token: useAppStore.getState().token,
          onProgress: (loaded, total) => setReplacing({ id: item._id, progress: total ? loaded / total : 0 })
        })
        remember(info)
        useAppStore.getState().setSuccess(t('replace.done', { name: info.name ?? item.name ?? item._id }))
      } catch (error) {
        setReplaceError({ id: item._id, message: errorMessage(error) || t('uploadFailed') })
      } finally {
        setReplacing(null)
      }
    },
    [remember, t]
  )

  return { changed, save, replace, replacing, replaceError }
}

export type MediaEdits = ReturnType<typeof useMediaEdits>

/** An item with the newest record of it kept here, unless the item loaded since is newer still. */
export const withChanges = <T extends { _id?: string; modified?: string }>(
  item: T,
  changed: Record<string, Attachment>
): T => {
  const newer = item._id ? changed[item._id] : undefined
  if (!newer || (item.modified && newer.modified && item.modified > newer.modified)) return item
  return { ...item, ...newer }
}
