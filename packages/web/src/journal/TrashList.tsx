import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import RestoreIcon from '@mui/icons-material/RestoreFromTrash'
import SearchIcon from '@mui/icons-material/Search'
import {
  Alert,
  Button,
  Card,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Stack,
  TextField,
  Typography
} from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  can,
  isAdmin,
  JOURNAL_PATHS,
  tableRules,
  type TrashEmptied,
  type TrashRecord
} from '@tutor-admin/shared'
import { useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { useLiveUpdates } from '../api/useLiveUpdates'
import { ErrorPage } from '../errors/ErrorPage'
import { showError } from '../errors/showError'
import { fromNow, formatDate } from '../i18n/dates'
import { labelText } from '../i18n/labelText'
import { LocaleLink } from '../i18n/LocaleLink'
import { usePageActions } from '../layout/usePageActions'
import { usePageTitle } from '../state/usePageTitle'
import { rowLabel } from '../records/columns/rowLabel'
import { useCellContext } from '../records/columns/useCellContext'
import type { Row } from '../records/data/fetchRows'
import { listDefinitionOf } from '../records/listDefinition'
import type { ListRoute } from '../records/listRoute'
import { useRefLabels } from '../records/references/useRefLabels'
import { confirmDialog } from '../layout/confirmDialog'
import { useAppStore, type PageAction } from '../state/appStore'
import { TRASH_PAGE, trashQuery } from './trashQuery'
import { useWhoName } from './useWhoName'

const NO_ENTRIES: TrashRecord[] = []

/**
 * A collection's trash (docs/journal.md): removed records newest first, found by text, each
 * restored under its own id (a reference gone or a unique value taken since is said by field);
 * administrators may empty it for good. It follows the collection's removals and restores live.
 */
export function TrashList({ route }: { route: ListRoute }) {
  const { t } = useTranslation('list')
  const queryClient = useQueryClient()
  const user = useAppStore((state) => state.user)
  const rules = tableRules(user, route.settings)
  const context = useCellContext()
  const listName = labelText(route.settings.name, context.lang) || route.name
  usePageTitle(t('journal.trashTitle', { list: listName }))
  const [typed, setTyped] = useState('')
  const search = useDeferredValue(typed.trim())
  const [page, setPage] = useState(0)
  useLiveUpdates([route.service])
  const readable = can(user, route.settings, 'read')
  const { data, isPending } = useQuery({
    ...trashQuery(route.service, route.name, search, page),
    enabled: readable,
    placeholderData: (previous) => previous
  })
  const entries = data?.data ?? NO_ENTRIES
  const { columns } = useMemo(() => listDefinitionOf(route, isAdmin(user)), [route, user])
  const records = useMemo(() => entries.map((entry) => entry.record as Row), [entries])
  const { labels } = useRefLabels(columns, records, context.lang)
  const labelOf = (entry: TrashRecord) =>
    rowLabel(entry.record as Row, columns, { ...context, labels }) || entry.recordId
  const who = useWhoName(entries.map((entry) => entry.removedBy))
  const refresh = () => queryClient.invalidateQueries({ queryKey: [JOURNAL_PATHS.trash, route.name] })

  const restore = async (entry: TrashRecord) => {
    try {
      await session.call(JOURNAL_PATHS.restore, 'create', { trash: entry._id })
      useAppStore.getState().setSuccess(t('journal.restoredFromTrash', { label: labelOf(entry) }))
      await refresh()
    } catch (failure) {
      showError(failure, { service: route.service })
    }
  }

  const total = data?.total ?? 0
  const actions = useMemo((): PageAction[] => {
    if (!isAdmin(user) || total === 0 || search) return []
    return [
      {
        key: 'empty-trash',
        label: t('journal.emptyTrash'),
        icon: <DeleteForeverIcon />,
        run: async () => {
          const confirmed = await confirmDialog({
            title: t('journal.emptyTitle'),
            text: t('journal.emptyText', { count: total, list: listName }),
            confirmLabel: t('journal.emptyTrash')
          })
          if (!confirmed) return
          try {
            const answer = await session.call<TrashEmptied>(JOURNAL_PATHS.trash, 'remove', null, {
              query: { collection: route.name }
            })
            useAppStore.getState().setSuccess(t('journal.emptied', { count: answer.removed }))
            setPage(0)
            await queryClient.invalidateQueries({ queryKey: [JOURNAL_PATHS.trash, route.name] })
          } catch (failure) {
            showError(failure)
          }
        }
      }
    ]
  }, [user, total, search, t, listName, route.name, queryClient])
  usePageActions(actions)

  if (!readable) return <ErrorPage status={403} message={t('forbidden')} />
  return (
    <Stack spacing={2} data-testid="trash">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          component={LocaleLink}
          to={route.path}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('journal.backToList')}
        </Button>
        <TextField
          size="small"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            setPage(0)
          }}
          placeholder={t('journal.trashSearch')}
          slotProps={{
            htmlInput: { 'aria-label': t('journal.trashSearch'), 'data-testid': 'trash-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              )
            }
          }}
          sx={{ flex: 1, maxWidth: { sm: 360 }, ml: { sm: 'auto !important' } }}
        />
      </Stack>
      <Card>
        {isPending && <LinearProgress aria-label={t('common:basic.loading')} />}
        {data && total > 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ px: 2, pt: 1.5 }}
            data-testid="trash-total"
          >
            {t('journal.trashCount', { count: total })}
          </Typography>
        )}
        {data && entries.length === 0 ? (
          <Alert severity="info" sx={{ m: 2 }}>
            {t('journal.trashEmpty')}
          </Alert>
        ) : (
          <List data-testid="trash-entries">
            {entries.map((entry) => (
              <ListItem
                key={entry._id}
                divider
                data-testid="trash-entry"
                data-id={entry.recordId}
                secondaryAction={
                  rules.create && (
                    <Button
                      size="small"
                      startIcon={<RestoreIcon />}
                      onClick={() => void restore(entry)}
                      data-testid="trash-restore"
                    >
                      {t('journal.restore')}
                    </Button>
                  )
                }
                sx={{ pr: rules.create ? 14 : 2 }}
              >
                <ListItemText
                  primary={labelOf(entry)}
                  secondary={t('journal.removedLine', {
                    who: who(entry.removedBy),
                    when: fromNow(entry.removedAt)
                  })}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { title: formatDate(entry.removedAt) }
                  }}
                />
              </ListItem>
            ))}
          </List>
        )}
        {total > TRASH_PAGE && (
          <Pagination
            count={Math.ceil(total / TRASH_PAGE)}
            page={page + 1}
            onChange={(_, next) => setPage(next - 1)}
            sx={{ p: 2, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </Card>
    </Stack>
  )
}
