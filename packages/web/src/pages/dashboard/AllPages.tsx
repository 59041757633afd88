import { Box, Card, CardContent, Typography } from '@mui/material'
import type { MenuEntry, MenuGroup, MenuPage } from '@tutor-admin/shared'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../../i18n/LocaleLink'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { formatCount } from '../../i18n/numbers'
import { menuIcon } from '../../layout/menuIcons'

/** A count, or an ellipsis while it loads. */
const countText = (count: number | undefined) => (count === undefined ? '…' : formatCount(count))
export interface AllPagesProps {
  menu: MenuEntry[]
  totals: Map<string, number | undefined>
}

/** The pages of a group, its nested groups' pages under their own headings. */
const sections = (group: MenuGroup): Array<{ group: MenuGroup; pages: MenuPage[] }> => [
  { group, pages: group.children.filter((entry): entry is MenuPage => entry.kind === 'page') },
  ...group.children.flatMap((entry) => (entry.kind === 'group' ? sections(entry) : []))
]

/** Every page of the user's menu with its count, grouped like the menu (R-LAY-17). */
export const AllPages = memo(function AllPages({ menu, totals }: AllPagesProps) {
  const { t } = useTranslation()
  const { lang } = useLang()
  const groupTitle = (group: MenuGroup) =>
    group.key === ''
      ? t('dashboard:mainPages')
      : group.title
        ? labelText(group.title, lang)
        : t(`menu.group.${group.key.replace(/\./g, '_')}`)
  const main: MenuGroup = {
    kind: 'group',
    key: '',
    icon: 'dashboard',
    order: 0,
    children: menu.filter((entry) => entry.kind === 'page')
  }
  const cards = [main, ...menu.filter((entry): entry is MenuGroup => entry.kind === 'group')].filter(
    (group) => group.children.length > 0
  )
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
        '& li span': { color: theme.palette.text.secondary, fontVariantNumeric: 'tabular-nums' },
        '& h4': {
          ...theme.typography.caption,
          color: theme.palette.text.secondary,
          fontWeight: 700,
          m: 0,
          mt: 1.5,
          mb: 0.5
        }
      })}
    >
      {cards.map((card) => {
        const Icon = menuIcon(card.icon)
        return (
          <Card key={card.key || 'main'} sx={{ breakInside: 'avoid', mb: 2 }}>
            <CardContent>
              <Typography
                component="h3"
                variant="subtitle2"
                sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
              >
                <Icon fontSize="small" color="primary" />
                {groupTitle(card)}
              </Typography>
              {sections(card).map(({ group, pages }) => (
                <Box key={group.key}>
                  {group !== card && pages.length > 0 && <h4>{groupTitle(group)}</h4>}
                  <ul>
                    {pages.map((page) => (
                      <li key={page.key}>
                        <LocaleLink to={page.path}>{labelText(page.title, lang)}</LocaleLink>
                        <span>{countText(totals.get(page.key))}</span>
                      </li>
                    ))}
                  </ul>
                </Box>
              ))}
            </CardContent>
          </Card>
        )
      })}
    </Box>
  )
})
