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
import { useAppStore } from '../../state/appStore'
import { fromNow, formatDate } from '../../i18n/dates'
import { LocaleLink } from '../../i18n/LocaleLink'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { menuIcon } from '../../layout/menuIcons'
import type { DashboardSource } from './dashboardSources'
import { recordLabel } from './recordLabel'

/** One changed record and the collection it belongs to. */
export interface Change {
  source: DashboardSource
  record: Record<string, unknown>
}

export interface RecentChangesProps {
  changes: Change[]
  staffNames: Record<string, string>
  loading: boolean
}

/** What changed lately, across every collection the user may read, and by whom. */
export const RecentChanges = memo(function RecentChanges({
  changes,
  staffNames,
  loading
}: RecentChangesProps) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const me = useAppStore((state) => state.user?._id)
  const who = (id: unknown) => {
    if (typeof id !== 'string' || !id) return t('system')
    if (id === me) return t('you')
    return staffNames[id] || t('staffMember')
  }
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('recent')}
        </Typography>
        {loading ? (
          Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height={48} />)
        ) : changes.length === 0 ? (
          <Typography color="text.secondary">{t('common:basic.no_data')}</Typography>
        ) : (
          <List dense disablePadding data-testid="recent-changes">
            {changes.map(({ source, record }) => {
              const Icon = menuIcon(source.icon)
              const name = recordLabel(record, source.label, lang) || String(record._id)
              const modified = String(record.modified ?? '')
              return (
                <ListItem key={`${source.key}-${String(record._id)}`} disablePadding>
                  <ListItemButton component={LocaleLink} to={source.path} sx={{ borderRadius: 1 }}>
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
                        collection: labelText(source.title, lang),
                        who: who(record.modifiedBy),
                        when: fromNow(modified)
                      })}
                      slotProps={{
                        primary: { noWrap: true },
                        secondary: { title: formatDate(modified) }
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
