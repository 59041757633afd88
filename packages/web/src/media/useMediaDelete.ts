import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { showError } from '../errors/showError'
import { confirmDialog } from '../layout/confirmDialog'
import { useAppStore } from '../state/appStore'
import type { Attachment } from './attachment'
import { deleteState } from './deleteState'
import type { MediaRights } from './mediaRights'
import type { AttachmentUse } from './useAttachmentUsage'

export interface MediaDeleteOptions {
  rights: MediaRights
  /** Where the current file is used. */
  usage: Pick<UseQueryResult<{ uses: AttachmentUse[] }>, 'data' | 'isError' | 'refetch'>
  /** A use as people read it. */
  describeUse: (use: AttachmentUse) => string
  onDeleted: (item: Attachment) => void
}

/**
 * Deleting the current file (R-MED-06): offered once its uses are known, asked first; a file in
 * use is deleted (forced) by an administrator only, after the question names every use.
 */
export const useMediaDelete = ({ rights, usage, describeUse, onDeleted }: MediaDeleteOptions) => {
  const { t } = useTranslation('media')
  const state = deleteState(rights, usage)
  const remove = async (item: Attachment) => {
    if (state.kind !== 'free' && state.kind !== 'forced') return
    const uses = state.kind === 'forced' ? state.uses : []
    const confirmed = await confirmDialog({
      title: t('delete.title'),
      text: [
        t('delete.text', { name: item.name ?? item._id }),
        uses.length ? t('delete.used', { count: uses.length, uses: uses.map(describeUse).join('; ') }) : ''
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: t('delete.confirm')
    })
    if (!confirmed) return
    try {
      await session.call('attachments', 'remove', item._id, { query: uses.length ? { force: true } : {} })
      useAppStore.getState().setSuccess(t('common:basic.deleteSuccess'))
      onDeleted(item)
    } catch (error) {
      showError(error)
      // Used meanwhile (409): the panel shows where.
      void usage.refetch()
    }
  }
  return { state, remove }
}
