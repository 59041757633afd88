import { Box, Card, CardContent, Typography } from '@mui/material'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../i18n/LocaleLink'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { menuIcon } from '../../layout/menuIcons'
import type { DashboardSource } from './dashboardSources'

export interface AllPagesProps {
  sources: DashboardSource[]
  totals: Map<string, number | undefined>
}

/** Every page of the user's menu with its count, grouped like the menu (R-LAY-17). */
export const AllPages = memo(function AllPages({ sources, totals }: AllPagesProps) {
  const { t } = useTranslation()
  const { lang } = useLang()
  const groups = new Map<string, DashboardSource[]>()
  for (const source of sources) groups.set(source.groupKey, [...(groups.get(source.groupKey) ?? []), source])
  return (
    <Box
      data-testid="all-pages"
      sx={(theme) => ({
        columnCount: { xs: 1, sm: 2, lg: 4 },
        columnGap: theme.spacing(2),
        // Plain list markup styled once here: dozens of links render fast.
        '& ul': { listStyle: 'none', m: 0, p: 0 },
        '& li': {
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          py: 0.25,
          ...theme.typography.body2
        },
        '& li a': {
          color: theme.palette.primary.main,
          textDecoration: 'none',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap'
        },
        '& li a:hover, & li a:focus-visible': { textDecoration: 'underline' },
        '& li span': { color: theme.palette.text.secondary, fontVariantNumeric: 'tabular-nums' }
      })}
    >
      {[...groups].map(([groupKey, members]) => {
        const first = members[0]
        const title = groupKey
          ? first.groupTitle
            ? labelText(first.groupTitle, lang)
            : t(`menu.group.${groupKey.replace(/\./g, '_')}`)
          : t('dashboard:mainPages')
        const GroupIcon = menuIcon(groupKey ? first.groupIcon : 'dashboard')
        return (
          <Card key={groupKey || 'main'} sx={{ breakInside: 'avoid', mb: 2 }}>
            <CardContent>
              <Typography
                component="h3"
                variant="subtitle2"
                sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
              >
                <GroupIcon fontSize="small" color="primary" />
                {title}
              </Typography>
              <ul>
                {members.map((source) => (
                  <li key={source.key}>
                    <LocaleLink to={source.path}>{labelText(source.title, lang)}</LocaleLink>
                    <span>{totals.get(source.key)?.toLocaleString() ?? '…'}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )
      })}
    </Box>
  )
})
