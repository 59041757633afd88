import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { DATA_CONSTANTS, editorSettingsOf, type Lang, type Paginated } from '@tutor-admin/shared'
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { useSchemas } from '../api/useSchemas'
import { useAppStore } from '../state/appStore'
import { showError } from '../errors/showError'
import { labelText } from '../i18n/labelText'
import type { Attachment } from './attachment'
import { mediaPageQuery } from './mediaQuery'
import { mediaRights } from './mediaRights'
import { uploadUrl } from './mediaUrls'
import { pickSelection } from './pickSelection'
import { isPickable, type UploadItem } from './uploadItem'
import { useAttachmentUsage, type AttachmentUse } from './useAttachmentUsage'
import { useMediaDelete } from './useMediaDelete'
import { useMediaEdits, withChanges } from './useMediaEdits'
import { useUploads } from './useUploads'

/** What the media library is opened with. */
export interface MediaLibraryOptions {
  /** MIME pattern of the items shown and of the add button's files (default `image/*`). */
  fileType?: string
  /** Picking for a field: Confirm and Cancel are shown (R-MED-07). */
  selecting?: boolean
  /** Several items may be picked; a click toggles one (R-WID-01). */
  multiple?: boolean
  /** What the field holds now. */
  selected?: string[]
  /** Where uploads go: the collection and record of the field (C15). */
  dir?: string
  parent?: string
}

/** An item of the grid: a stored attachment, or a file being uploaded. */
export type MediaItem = Attachment | UploadItem

/** The key of a grid item: its upload's key while it has one, else its id. */
export const itemKey = (item: MediaItem) => ('key' in item ? item.key : item._id)

/**
 * The media library's state (R-MED-01..08): a page of attachments of the type, newest first,
 * searched by name; the uploads of this opening before them; the selection and the item whose
 * details show; uploading, deleting and picking.
 */
export const useMediaLibrary = ({
  fileType = DATA_CONSTANTS.defaultFileType,
  selecting = false,
  multiple = false,
  selected = [],
  dir,
  parent
}: MediaLibraryOptions) => {
  const { t, i18n } = useTranslation('media')
  const schemas = useSchemas().data
  /** A collection as the menu names it. */
  const collectionName = useCallback(
    (name: string) =>
      labelText(editorSettingsOf(schemas?.schemas[name], schemas?.appName)?.name, i18n.language as Lang) ||
      name,
    [schemas, i18n.language]
  )
  /** A place a file is used, as people read it. */
  const describeUse = useCallback(
    (use: AttachmentUse) => `${collectionName(use.collection)} · ${use.label || use._id} (${use.field})`,
    [collectionName]
  )
  const user = useAppStore((state) => state.user)
  const rights = useMemo(() => mediaRights(user, schemas), [user, schemas])
  const queryClient = useQueryClient()
  const edits = useMediaEdits()
  const [searchText, setSearchText] = useState('')
  const search = useDeferredValue(searchText)
  const [page, setPage] = useState(1)
  const [selection, setSelection] = useState<string[]>(selected)
  const [currentKey, setCurrentKey] = useState<string | null>(selected.at(-1) ?? null)
  const query = useMemo(() => mediaPageQuery({ fileType, search, page }), [fileType, search, page])
  const grid = useQuery({
    queryKey: ['attachments', 'library', query],
    queryFn: () => session.call<Paginated<Attachment>>('attachments', 'find', { query }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false
  })
  // A grid that cannot be loaded says so in the console's error message (R-MED-08).
  useEffect(() => {
    if (grid.error) showError(grid.error)
  }, [grid.error])

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['attachments', 'library'] }),
    [queryClient]
  )
  const uploads = useUploads({
    url: uploadUrl(dir, dir ? (parent ?? 'others') : undefined),
    failedText: t('uploadFailed'),
    onUploaded: () => void refresh()
  })

  const stored = grid.data?.data
  const items = useMemo((): MediaItem[] => {
    const shown = new Set<string>()
    // The uploads of this opening stand first, on the first page, each once.
    const fresh = page === 1 && !search.trim() ? uploads.items : []
    for (const item of fresh) if (item._id) shown.add(item._id)
    return [...fresh, ...(stored ?? []).filter((item) => !shown.has(item._id))].map((item) =>
      withChanges(item, edits.changed)
    )
  }, [uploads.items, stored, page, search, edits.changed])

  // The item clicked last, kept while a new search or page leaves it out of the grid.
  const [picked, setPicked] = useState<MediaItem | null>(null)
  const current = useMemo(
    () =>
      items.find((item) => itemKey(item) === currentKey || item._id === currentKey) ??
      (picked && itemKey(picked) === currentKey ? withChanges(picked, edits.changed) : undefined) ??
      (currentKey && !currentKey.startsWith('upload-') ? ({ _id: currentKey } as Attachment) : undefined),
    [items, currentKey, picked, edits.changed]
  )
  const currentId = current && isPickable(current) ? current._id : undefined
  const usage = useAttachmentUsage(currentId)

  /** A click on a tile: its details show; in selecting mode it is picked, unless it cannot be. */
  const click = useCallback(
    (item: MediaItem) => {
      setCurrentKey(itemKey(item))
      setPicked(item)
      if (selecting && isPickable(item)) setSelection((list) => pickSelection(list, item._id!, multiple))
    },
    [selecting, multiple]
  )

  /** A deleted file leaves the grid, the selection and this opening's uploads. */
  const onDeleted = useCallback(
    (item: Attachment) => {
      for (const upload of uploads.items) if (upload._id === item._id) uploads.remove(upload.key)
      setSelection((list) => list.filter((id) => id !== item._id))
      setCurrentKey(null)
      queryClient.removeQueries({ queryKey: ['attachmentUsage', item._id] })
      void refresh()
    },
    [uploads, queryClient, refresh]
  )
  const deletion = useMediaDelete({ rights, usage, describeUse, onDeleted })

  const total = grid.data?.total ?? 0
  return {
    fileType,
    selecting,
    multiple,
    searchText,
    setSearch: (text: string) => {
      setSearchText(text)
      setPage(1)
    },
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil(total / DATA_CONSTANTS.mediaPageSize)),
    total,
    items,
    loading: grid.isFetching,
    loaded: grid.isSuccess,
    selection,
    current,
    usage,
    describeUse,
    rights,
    click,
    upload: uploads.upload,
    edits,
    deletion
  }
}

export type MediaLibraryController = ReturnType<typeof useMediaLibrary>
