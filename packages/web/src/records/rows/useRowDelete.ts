import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../../api/client'
import { useAppStore } from '../../state/appStore'
import { showError } from '../../errors/showError'
import { confirmDialog } from '../../layout/confirmDialog'
import { hasRecordId, type Row } from '../data/fetchRows'

/**
 * Deletes one row after asking (R-LIST-09, R-ERR-09): removed by id, "Deleted" on success, the
 * server's message in the snackbar on failure. `done` runs after a removal. A row without its
 * record's id cannot be removed.
 */
export const useRowDelete = (service: string, label: (row: Row) => string, done: (row: Row) => unknown) => {
  const { t } = useTranslation('list')
  return useCallback(
    async (row: Row) => {
      if (!hasRecordId(row)) return
      const { setSuccess } = useAppStore.getState()
      const confirmed = await confirmDialog({
        title: t('confirm.deleteOneTitle'),
        text: t('confirm.deleteOneText', { label: label(row) }),
        confirmLabel: t('confirm.delete')
      })
      if (!confirmed) return
      try {
        await session.call(service, 'remove', row._id)
        setSuccess(t('common:basic.deleteSuccess'))
        await done(row)
      } catch (error) {
        showError(error, { service })
      }
    },
    [t, service, label, done]
  )
}
