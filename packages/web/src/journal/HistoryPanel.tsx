import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import HistoryIcon from '@mui/icons-material/History'
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  LinearProgress,
  Stack,
  Typography
} from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { JOURNAL_PATHS, type ChangeRecord, type RestoreAnswer } from '@tutor-admin/shared'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { useLiveUpdates } from '../api/useLiveUpdates'
import { showError } from '../errors/showError'
import { useCellContext } from '../records/columns/useCellContext'
import type { Row } from '../records/data/fetchRows'
import type { ListRoute } from '../records/listRoute'
import { useRefLabels } from '../records/references/useRefLabels'
import { useAppStore } from '../state/appStore'
import { historyQuery } from './changesQuery'
import { historyColumns } from './historyColumns'
import { HistoryEntry } from './HistoryEntry'
import { historyRefRows } from './historyRefRows'
import { useWhoName } from './useWhoName'

/** Versions shown at first, and added by each "older versions". */
const PAGE = 20

const NO_CHANGES: ChangeRecord[] = []

export interface HistoryPanelProps {
  route: ListRoute
  recordId: string
  /** May set the record back to a version (the right to patch it). */
  canRestore: boolean
  /** After a restore that wrote something: the record as it now is. */
  onRestored: (record: Row) => unknown
}

/**
 * A record's history below its editor (docs/journal.md): collapsed, it loads on opening; each
 * version with who changed what and when, field by field, and a restore of the whole record or
 * one field to that version, a write checked like any other. It follows the record's changes live.
 */
export function HistoryPanel({ route, recordId, canRestore, onRestored }: HistoryPanelProps) {
  const { t } = useTranslation('list')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [limit, setLimit] = useState(PAGE)
  useLiveUpdates(open ? [route.service] : [])
  const { data, isPending, error } = useQuery({
    ...historyQuery(route.service, route.name, recordId, limit),
    enabled: open,
    placeholderData: (previous) => previous
  })
  const changes = data?.data ?? NO_CHANGES
  const columns = useMemo(() => historyColumns(route.collection), [route.collection])
  const refRows = useMemo(() => historyRefRows(changes), [changes])
  const context = useCellContext()
  const { labels } = useRefLabels(columns, refRows, context.lang)
  const cellContext = useMemo(() => ({ ...context, labels }), [context, labels])
  const who = useWhoName(changes.map((change) => change.user))

  const restore = async (change: ChangeRecord, fields?: string[]) => {
    const { setSuccess } = useAppStore.getState()
    try {
      const answer = await session.call<RestoreAnswer>(JOURNAL_PATHS.restore, 'create', {
        change: change._id,
        ...(fields && { fields })
      })
      if (answer.fields.length === 0) return setSuccess(t('journal.nothingToRestore'))
      setSuccess(t('journal.restored'))
      await onRestored(answer.record as Row)
      await queryClient.invalidateQueries({ queryKey: [JOURNAL_PATHS.changes, route.name, recordId] })
    } catch (failure) {
      showError(failure, { service: route.service })
    }
  }

  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      sx={{ mt: 2 }}
      data-testid="history"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <HistoryIcon fontSize="small" color="action" />
          <Typography component="h2" variant="subtitle1">
            {t('journal.history')}
          </Typography>
          {data?.total !== undefined && (
            <Typography variant="body2" color="text.secondary" data-testid="history-total">
              {t('journal.versions', { count: data.total })}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {isPending && !error ? (
          <LinearProgress aria-label={t('common:basic.loading')} />
        ) : error ? (
          <Typography color="error">{t('journal.loadFailed')}</Typography>
        ) : changes.length === 0 ? (
          <Typography color="text.secondary">{t('journal.noHistory')}</Typography>
        ) : (
          <Stack component="ol" sx={{ p: 0, m: 0 }}>
            {changes.map((change, index) => (
              <HistoryEntry
                key={change._id}
                change={change}
                columns={columns}
                context={cellContext}
                who={who(change.user)}
                // The newest version is the record as it is; a removal is no version to go back to.
                onRestore={
                  canRestore && index > 0 && change.action !== 'remove'
                    ? (fields) => restore(change, fields)
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
        {data?.total !== undefined && data.total > changes.length && (
          <Button onClick={() => setLimit((current) => current + PAGE)} data-testid="history-more">
            {t('journal.more')}
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  )
}
