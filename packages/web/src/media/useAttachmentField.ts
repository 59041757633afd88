import { DATA_CONSTANTS, type FieldDef } from '@tutor-admin/shared'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRecordPlace } from '../fields/recordPlace'
import type { Attachment } from './attachment'
import { uploadUrl } from './mediaUrls'
import { openMediaLibrary } from './openMediaLibrary'
import { idsOfValue, moveItem, valueOfSelection } from './pickSelection'
import { useAttachmentRecords } from './useAttachmentRecords'
import { useUploads } from './useUploads'

/** A folder name the upload URL takes (C15): letters, digits, - and _; others fall back to 'others'. */
const folder = (name: string | undefined) =>
  name && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(name) ? name : undefined

export interface AttachmentFieldOptions {
  field: FieldDef
  value: unknown
  onChange: (value: unknown) => void
  multiple: boolean
}

/**
 * An attachment field's state (R-WID-04..08): the chosen attachments and their records; the media
 * library to pick from; uploads of its own, one file at a time replacing the value (the newest
 * supersedes any still running) or several added to the list, posted to `upload/{dir}`; removing
 * and reordering; the carousel.
 */
export const useAttachmentField = ({ field, value, onChange, multiple }: AttachmentFieldOptions) => {
  const { t } = useTranslation('media')
  const ids = useMemo(() => idsOfValue(value), [value])
  const place = useRecordPlace()
  const dir = folder(place.collection) ?? 'others'
  const parent = folder(place.id) ?? 'others'
  const fileType = field.params?.fileType ?? DATA_CONSTANTS.defaultFileType
  const records = useAttachmentRecords(ids)
  // Records the server gave on upload: shown at once, without asking for them again.
  const [known, setKnown] = useState(() => new Map<string, Attachment>())
  const current = useRef(ids)
  current.current = ids
  const uploads = useUploads({
    url: multiple ? uploadUrl(dir) : uploadUrl(dir, parent),
    single: !multiple,
    failedText: t('uploadFailed'),
    onUploaded: (info) => {
      setKnown((map) => new Map(map).set(info._id, info))
      onChange(multiple ? [...current.current.filter((id) => id !== info._id), info._id] : info._id)
    }
  })
  const [previewId, setPreviewId] = useState<string | null>(null)

  const recordOf = (id: string): Attachment => records.byId.get(id) ?? known.get(id) ?? { _id: id }
  const chosen = ids.map(recordOf)
  // Finished uploads show as chosen attachments; the others as uploads.
  const pendingUploads = uploads.items.filter((item) => !item.success)

  const pick = async () => {
    const picked = await openMediaLibrary({ selecting: true, multiple, fileType, selected: ids, dir, parent })
    if (picked) onChange(valueOfSelection(picked, multiple))
  }

  return {
    fileType,
    chosen,
    uploads: pendingUploads,
    upload: uploads.upload,
    dismissUpload: uploads.remove,
    pick,
    remove: (id: string) => onChange(multiple ? ids.filter((one) => one !== id) : null),
    move: (from: number, to: number) => onChange(moveItem(ids, from, to)),
    previewId,
    preview: setPreviewId
  }
}
