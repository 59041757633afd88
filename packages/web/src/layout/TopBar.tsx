import MenuIcon from '@mui/icons-material/Menu'
import MenuOpenIcon from '@mui/icons-material/MenuOpen'
import { AppBar, Box, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../state/appStore'
import { ActionButton } from './ActionButton'
import type { DrawerMode } from './drawerMode'
import { LanguageSwitcher } from './LanguageSwitcher'
import { PaletteLauncher } from '../palette/PaletteLauncher'
import { MoreActions } from './MoreActions'
import { Logo } from './Logo'
import { UserMenu } from './UserMenu'

export interface TopBarProps {
  drawer: DrawerMode
  drawerExpanded: boolean
  onToggleDrawer: () => void
}

/** Page actions a phone's top bar shows as buttons; further ones go behind a "more" button. */
const PHONE_ACTIONS = 2

/**
 * The top bar: drawer toggle, title, the page's action buttons, language and account (R-LAY-10).
 * On a phone the title keeps its room: the page's last action (its main one, such as Add) stays a
 * button and the others share a menu.
 */
export function TopBar({ drawer, drawerExpanded, onToggleDrawer }: TopBarProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const narrow = useMediaQuery(theme.breakpoints.down('sm'))
  const title = useAppStore((state) => state.title)
  const actions = useAppStore((state) => state.pageActions)
  return (
    <AppBar position="fixed" elevation={0} sx={{ zIndex: theme.zIndex.drawer + 1 }} component="header">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {drawer !== 'none' && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onToggleDrawer}
            aria-label={drawerExpanded ? t('layout.collapseMenu') : t('layout.expandMenu')}
            aria-expanded={drawerExpanded}
            data-testid="drawer-toggle"
          >
            {drawerExpanded ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        )}
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, mr: 2 }}>
          <Logo size={28} />
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
            {UI_CONSTANTS.defaultTitle}
          </Typography>
        </Box>
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: 17, sm: 20 } }}
        >
          {title}
        </Typography>
        {narrow && actions.length > PHONE_ACTIONS ? (
          <>
            <MoreActions actions={actions.slice(0, -1)} />
            <ActionButton action={actions[actions.length - 1]} compact />
          </>
        ) : (
          actions.map((action) => <ActionButton key={action.key} action={action} compact={narrow} />)
        )}
        <PaletteLauncher />
        <LanguageSwitcher />
        <UserMenu />
      </Toolbar>
    </AppBar>
  )
}
