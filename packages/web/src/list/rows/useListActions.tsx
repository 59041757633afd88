import AddIcon from '@mui/icons-material/Add'
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep'
import DownloadIcon from '@mui/icons-material/Download'
import EditNoteIcon from '@mui/icons-material/EditNote'
import RefreshIcon from '@mui/icons-material/Refresh'
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash'
import UploadIcon from '@mui/icons-material/Upload'
import { bulkEditFields, toQuerySort, type Selection, type TotalEstimate } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { session } from '../../api/client'
import { useLang } from '../../i18n/useLang'
import { newBatchId } from './newBatchId'
import { useAppStore, type PageAction } from '../../state/appStore'
import { labelText } from '../../i18n/labelText'
import { openDialog } from '../../layout/dialogStore'
import { menuIcon } from '../../layout/menuIcons'
import { usePageActions } from '../../layout/usePageActions'
import { deleteSelection } from '../data/deleteRows'
import { openBulkEdit } from '../bulkEdit/openBulkEdit'
import type { Row } from '../../records/data/fetchRows'
import type { ImportReport, Paginated } from '@tutor-admin/shared'
import { confirmDialog } from '../../layout/confirmDialog'
import { listDialog } from './listDialogs'
import type { ListSetup } from '../useListSetup'
import { sessionFind } from '../../records/data/sessionFind'
import type { ExportChoice } from '../transfer/ExportDialog'
import type { TransferControl } from '../transfer/transferJob'

export interface ListActionsInput {
  selection: Selection
  clearSelection: () => void
  /** Rows matching the query. */
  total: number
  /** How the server estimated `total` when it did not count it. */
  totalEstimated?: TotalEstimate
  add: () => void
  refresh: () => Promise<unknown> | void
  /** The list is out of sight (a row's editor is open in its place): no buttons then. */
  hidden?: boolean
}

const NO_ACTIONS: PageAction[] = []

/**
 * The list's buttons in the top bar (R-LIST-01, R-LIST-10, R-SCH-11): import, export, refresh,
 * add, the trash and the route's extra actions, each only when the user's rights allow it
 * (R-ROLE-06); with rows selected, edit-selected (bulk edit) and delete-selected. Each runs with the button's processing state
 * (R-LAY-15). A bulk delete and an import are one batch each, undone from their success message.
 */
export const useListActions = (setup: ListSetup, input: ListActionsInput) => {
  const { t } = useTranslation('list')
  const lang = useAppStore((state) => state.locale)
  const navigate = useNavigate()
  const { to } = useLang()
  const { route, rules, filter, state, columns } = setup
  const { sort } = state
  const { selection, total, totalEstimated, add, refresh, clearSelection } = input
  const { service, settings } = route
  const selected = selection.allMatching ? total : selection.ids.size
  const actions = useMemo(() => {
    const list: PageAction[] = []
    const setSuccess = useAppStore.getState().setSuccess
    const undo = (batch: string) => ({
      label: t('journal.undo'),
      run: async () => {
        const { undoBatch } = await import('../../journal/undoBatch')
        if (await undoBatch(batch, service)) await refresh()
      }
    })
    // "Edit selected" (bulk edit); a keyboard shortcut may run this action by its key, `edit-selected`.
    if (selected > 0 && rules.patch && bulkEditFields(route.collection).length > 0)
      list.push({
        key: 'edit-selected',
        label: t('actions.editSelected'),
        icon: <EditNoteIcon />,
        run: () => openBulkEdit({ service, selection, filter, refresh })
      })
    if (selected > 0 && rules.remove)
      list.push({
        key: 'delete-selected',
        label: t('actions.deleteSelected'),
        icon: <DeleteSweepIcon />,
        run: async () => {
          // An estimated total is no figure to ask about: every matching row is counted first.
          const count =
            selection.allMatching && totalEstimated
              ? Number(
                  ((await sessionFind(service, { ...filter, $limit: 0, $count: 'exact' })) as Paginated<Row>)
                    .total
                )
              : selected
          const confirmed = await confirmDialog({
            title: t('confirm.deleteManyTitle', { count }),
            text: t('confirm.deleteManyText', { count }),
            confirmLabel: t('confirm.delete')
          })
          if (!confirmed) return
          // Every call of the delete is one batch, so that one undo brings all back.
          const $batch = newBatchId()
          const deleted = await deleteSelection(
            {
              findIds: async (where, limit) =>
                (
                  (await sessionFind(service, { ...where, $select: ['_id'], $limit: limit })) as {
                    data: Row[]
                  }
                ).data.map((row) => row._id),
              removeWhere: (where) => session.call(service, 'remove', null, { query: { ...where, $batch } })
            },
            selection,
            filter
          )
          clearSelection()
          setSuccess(t('confirm.deleted', { count: deleted }), deleted > 0 ? undo($batch) : undefined)
          await refresh()
        }
      })
    if (rules.import)
      list.push({
        key: 'import',
        label: t('actions.import'),
        icon: <UploadIcon />,
        run: async () => {
          const report = (await openDialog(await listDialog('import')!(), { service })) as
            ImportReport | undefined
          if (!report) return
          setSuccess(
            t('import.done', { created: report.created, updated: report.updated, failed: report.failed }),
            report.batch ? undo(report.batch) : undefined
          )
          await refresh()
        }
      })
    if (rules.export)
      list.push({
        key: 'export',
        label: t('actions.export'),
        icon: <DownloadIcon />,
        run: async () => {
          const { ExportDialog } = await import('../transfer/ExportDialog')
          const { downloadFile, exportUrl } = await import('../transfer/fileTransfer')
          const download = (choice: ExportChoice, control: TransferControl) => {
            const $sort = toQuerySort(sort)
            const query =
              choice.scope === 'selected' && !selection.allMatching
                ? { _id: { $in: [...selection.ids] }, $sort }
                : { ...filter, $sort }
            const shown = choice.columns === 'shown' ? columns.map((column) => column.name) : undefined
            const url = exportUrl(service, choice.format, query, shown)
            return downloadFile(url, `${service}.${choice.format}`, control)
          }
          await openDialog(ExportDialog, { total, selected, shownColumns: columns.length, download })
        }
      })
    if (rules.remove || rules.create)
      list.push({
        key: 'trash',
        label: t('journal.trash'),
        icon: <RestoreFromTrashIcon />,
        run: () => navigate(to(`${route.path}/trash`))
      })
    list.push({ key: 'refresh', label: t('actions.refresh'), icon: <RefreshIcon />, run: () => refresh() })
    if (rules.create) list.push({ key: 'add', label: t('actions.add'), icon: <AddIcon />, run: add })
    for (const action of settings.actions ?? []) {
      const Icon = menuIcon(action.icon)
      list.push({
        key: action.name,
        label: labelText(action.label, lang) || action.name,
        icon: <Icon />,
        run: async () => {
          const dialog = listDialog(action.dialog)
          if (dialog) await openDialog(await dialog(), { service })
        }
      })
    }
    return list
  }, [
    t,
    lang,
    rules,
    selected,
    selection,
    service,
    settings,
    total,
    totalEstimated,
    filter,
    sort,
    columns,
    add,
    refresh,
    clearSelection,
    navigate,
    to,
    route.path,
    route.collection
  ])
  usePageActions(input.hidden ? NO_ACTIONS : actions)
}
