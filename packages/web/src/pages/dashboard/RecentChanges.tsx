import {
  Avatar,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography
} from '@mui/material'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { fromNow, formatDate } from '../../i18n/dates'
import { LocaleLink } from '../../i18n/LocaleLink'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { menuIcon } from '../../layout/menuIcons'
import { useWhoName } from '../../journal/useWhoName'
import type { Change } from './recentChangesQuery'
import { recordLabel } from './recordLabel'

export interface RecentChangesProps {
  changes: Change[]
  loading: boolean
}

/**
 * What changed lately, from the change journal, across every collection the user may read: what
 * was done, by whom, when; each leads to the record's editor, a removed one to its list's trash.
 */
export const RecentChanges = memo(function RecentChanges({ changes, loading }: RecentChangesProps) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const who = useWhoName(changes.map(({ change }) => change.user))
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('recent')}
        </Typography>
        {loading ? (
          Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height={48} />)
        ) : changes.length === 0 ? (
          <Typography color="text.secondary" data-testid="recent-changes">
            {t('common:basic.no_data')}
          </Typography>
        ) : (
          <List dense disablePadding data-testid="recent-changes">
            {changes.map(({ source, change, record }) => {
              const Icon = menuIcon(source.icon)
              const name = recordLabel(record, source.label, lang) || change.recordId
              const to =
                change.action === 'remove'
                  ? `${source.path}/trash`
                  : `${source.path}/edit/${encodeURIComponent(change.recordId)}`
              return (
                <ListItem key={change._id} disablePadding>
                  <ListItemButton component={LocaleLink} to={to} sx={{ borderRadius: 1 }}>
                    <ListItemAvatar sx={{ minWidth: 44 }}>
                      <Avatar
                        sx={{ width: 32, height: 32, bgcolor: 'action.selected', color: 'text.primary' }}
                      >
                        <Icon fontSize="small" />
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      primary={name}
                      secondary={t('changeLine', {
                        collection: `${labelText(source.title, lang)} · ${t(`list:journal.action.${change.action}`)}`,
                        who: who(change.user),
                        when: fromNow(change.at)
                      })}
                      slotProps={{
                        primary: { noWrap: true },
                        secondary: { title: formatDate(change.at) }
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              )
            })}
          </List>
        )}
      </CardContent>
    </Card>
  )
})
