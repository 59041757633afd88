import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined'
import DashboardIcon from '@mui/icons-material/Dashboard'
import LogoutIcon from '@mui/icons-material/Logout'
import { Box, Divider, Drawer, List, Skeleton, Toolbar } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { useMenu } from '../api/useMenu'
import { useLang } from '../i18n/useLang'
import { MINI_DRAWER_WIDTH, type DrawerMode } from './drawerMode'
import { isActive } from './menuPaths'
import { MenuTree } from './MenuTree'
import { NavItem } from './NavItem'

export interface SideNavProps {
  mode: Exclude<DrawerMode, 'none'>
  /** The phone drawer is showing. */
  mobileOpen: boolean
  onClose: () => void
  onExpand: () => void
}

/**
 * The side menu (R-LAY-01..07, R-LAY-10): dashboard first, the generated entries, logout last;
 * 250 px wide when open, icons only when mini, a sliding drawer on phones.
 */
export function SideNav({ mode, mobileOpen, onClose, onExpand }: SideNavProps) {
  const { t } = useTranslation()
  const { path } = useLang()
  const { menu, loading } = useMenu()
  const mini = mode === 'mini'
  const width = mini ? MINI_DRAWER_WIDTH : UI_CONSTANTS.drawerWidth
  const onNavigate = mode === 'temporary' ? onClose : undefined
  const content = (
    <>
      <Toolbar />
      <Box
        component="nav"
        aria-label={t('layout.mainMenu')}
        data-testid="menu"
        sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1, py: 1 }}
      >
        <List dense disablePadding>
          <NavItem
            to="/dashboard"
            label={t('menu.dashboard')}
            icon={<DashboardIcon fontSize="small" />}
            active={isActive('/dashboard', path)}
            mini={mini}
            onNavigate={onNavigate}
          />
          <NavItem
            to="/calendar"
            label={t('menu.calendar')}
            icon={<CalendarIcon fontSize="small" />}
            active={isActive('/calendar', path)}
            mini={mini}
            onNavigate={onNavigate}
          />
          {loading ? (
            Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={28} sx={{ mx: 2, my: 1 }} aria-hidden="true" />
            ))
          ) : (
            <MenuTree entries={menu} mini={mini} onExpandDrawer={onExpand} onNavigate={onNavigate} />
          )}
        </List>
        <Divider sx={{ my: 1 }} />
        <List dense disablePadding>
          <NavItem
            to="/logout"
            label={t('menu.logout')}
            icon={<LogoutIcon fontSize="small" />}
            active={false}
            mini={mini}
          />
        </List>
      </Box>
    </>
  )
  if (mode === 'temporary')
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: UI_CONSTANTS.drawerWidth, maxWidth: '85vw' } } }}
      >
        {content}
      </Drawer>
    )
  return (
    <Drawer
      variant="permanent"
      data-testid="drawer"
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          overflowX: 'hidden',
          transition: theme.transitions.create('width')
        }
      })}
    >
      {content}
    </Drawer>
  )
}
