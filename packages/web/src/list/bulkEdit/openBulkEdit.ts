import type { Filter, Selection } from '@tutor-admin/shared'
import { i18n } from '../../i18n/i18n'
import { openDialog } from '../../layout/dialogStore'
import { useAppStore } from '../../state/appStore'

/** What "Edit selected" works on: a list's service, its selection and filter, and how it refreshes. */
export interface BulkEditOpening {
  service: string
  selection: Selection
  /** The list's filter: with "all matching" selected, every record it matches is edited. */
  filter: Filter
  refresh: () => unknown
}

/**
 * Opens the bulk edit dialog ("Edit selected") on the rows selected, or on every row matching the
 * filter; once it ran, says how many records changed, with "Undo this bulk edit", and refreshes the
 * list. The list's toolbar calls it, and so may a keyboard shortcut. Resolves when the dialog closes.
 */
export const openBulkEdit = async ({ service, selection, filter, refresh }: BulkEditOpening) => {
  const { BulkEditDialog } = await import('./BulkEditDialog')
  const target = selection.allMatching ? { query: filter } : { ids: [...selection.ids] }
  const state = await openDialog(BulkEditDialog, { service, target })
  if (!state) return
  const t = i18n.getFixedT(null, 'list')
  const undo = {
    label: t('bulkEdit.undo'),
    run: async () => {
      const { undoBatch } = await import('../../journal/undoBatch')
      if (await undoBatch(state.batch, service)) await refresh()
    }
  }
  useAppStore
    .getState()
    .setSuccess(t('bulkEdit.done', { count: state.changed }), state.changed > 0 ? undo : undefined)
  await refresh()
}
