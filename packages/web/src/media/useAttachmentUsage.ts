import { useQuery } from '@tanstack/react-query'
import { session } from '../api/client'

/** One record that uses an attachment. */
export interface AttachmentUse {
  collection: string
  _id: string
  label: string
  /** Path of the field in the record: `cover`, `images.2`. */
  field: string
}

/** Where an attachment is used (`GET /api/attachmentUsage/{id}`); nothing is asked without an id. */
export const useAttachmentUsage = (id: string | undefined) =>
  useQuery({
    queryKey: ['attachmentUsage', id],
    enabled: Boolean(id),
    staleTime: 5_000,
    retry: false,
    meta: { services: ['attachments'] },
    queryFn: () => session.call<{ total: number; uses: AttachmentUse[] }>('attachmentUsage', 'get', id!)
  })
