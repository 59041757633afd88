import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText
} from '@mui/material'
import type { UndoConflict } from '@tutor-admin/shared'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogProps } from '../layout/dialogStore'
import type { ListColumn } from '../records/columns/buildColumns'
import { useRefLabels } from '../records/references/useRefLabels'
import { useAppStore } from '../state/appStore'
import { ChangeLine } from './ChangeLine'
import { useWhoName } from './useWhoName'

export interface UndoConflictDialogProps {
  /** The service of the batch's collection, whose records the rows name. */
  service: string
  /** Why the undo was refused, in the interface's language. */
  message: string
  rows: UndoConflict[]
}

/**
 * The rows of a batch changed since it (docs/journal.md, `changedSince`): each with its latest
 * change; resolves `true` when the person asks to undo the others and leave these.
 */
export function UndoConflictDialog({
  open,
  close,
  service,
  message,
  rows
}: DialogProps<boolean> & UndoConflictDialogProps) {
  const { t } = useTranslation('list')
  const id = useId()
  const lang = useAppStore((state) => state.locale)
  const column = useMemo<ListColumn>(
    () => ({
      name: 'recordId',
      field: { name: 'recordId', type: 'id', params: { ref: service } },
      kind: 'ref',
      sortable: false
    }),
    [service]
  )
  const records = useMemo(() => rows.map((row) => ({ _id: row.recordId, recordId: row.recordId })), [rows])
  const { labels } = useRefLabels([column], records, lang)
  const who = useWhoName(rows.map((row) => row.user))
  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{t('journal.conflictTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        <List dense data-testid="undo-conflicts">
          {rows.map((row) => (
            <ListItem key={row.recordId} disableGutters>
              <ListItemText
                primary={labels.get('recordId')?.get(row.recordId) ?? row.recordId}
                secondary={
                  row.change ? (
                    <ChangeLine action={row.action} who={who(row.user)} at={row.at} />
                  ) : (
                    t('journal.goneElsewhere')
                  )
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)} autoFocus>
          {t('common:basic.cancel')}
        </Button>
        <Button onClick={() => close(true)} variant="contained" data-testid="undo-force">
          {t('journal.undoOthers')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
