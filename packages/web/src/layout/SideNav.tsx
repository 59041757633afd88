import ApiIcon from '@mui/icons-material/Api'
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined'
import DashboardIcon from '@mui/icons-material/Dashboard'
import KeyIcon from '@mui/icons-material/KeyOutlined'
import LogoutIcon from '@mui/icons-material/Logout'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined'
import WebhookIcon from '@mui/icons-material/Webhook'
import { Box, Divider, Drawer, List, Skeleton, Toolbar } from '@mui/material'
import { can, editorSettingsOf, isAdmin, UI_CONSTANTS } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { useMenu } from '../api/useMenu'
import { useSchemas } from '../api/useSchemas'
import { useAppStore } from '../state/appStore'
import { useLang } from '../i18n/useLang'
import { MINI_DRAWER_WIDTH, type DrawerMode } from './drawerMode'
import { isActive } from './menuPaths'
import { MenuTree } from './MenuTree'
import { NavItem } from './NavItem'

/** A page of the menu's own, beside those the catalogue makes. */
interface FixedPage {
  page: string
  Icon: typeof DashboardIcon
}

const DAY_PAGES: FixedPage[] = [
  { page: 'dashboard', Icon: DashboardIcon },
  { page: 'calendar', Icon: CalendarIcon }
]
const MEDIA_PAGE: FixedPage = { page: 'media', Icon: PhotoLibraryIcon }
const INTEGRATOR_PAGES: FixedPage[] = [
  { page: 'apiTokens', Icon: KeyIcon },
  { page: 'apiDocs', Icon: ApiIcon },
  { page: 'webhooks', Icon: WebhookIcon }
]

export interface SideNavProps {
  mode: Exclude<DrawerMode, 'none'>
  /** The phone drawer is showing. */
  mobileOpen: boolean
  onClose: () => void
  onExpand: () => void
}

/**
 * The side menu (R-LAY-01..07, R-LAY-10): dashboard, the calendar and the media library first, the
 * generated entries, the integrators' pages of administrators, logout last; 250 px wide when open,
 * icons only when mini, a sliding drawer on phones.
 */
export function SideNav({ mode, mobileOpen, onClose, onExpand }: SideNavProps) {
  const { t } = useTranslation()
  const { path } = useLang()
  const { menu, loading } = useMenu()
  const user = useAppStore((state) => state.user)
  const schemas = useSchemas().data
  // The media library's page, for whoever may read attachments (as the server's rules say).
  const media = Boolean(
    schemas && can(user, editorSettingsOf(schemas.schemas.attachments, schemas.appName), 'read')
  )
  const mini = mode === 'mini'
  const pageItem = ({ page, Icon }: FixedPage) => (
    <NavItem
      key={page}
      to={`/${page}`}
      label={t(`menu.${page}`)}
      icon={<Icon fontSize="small" />}
      active={isActive(`/${page}`, path)}
      mini={mini}
      onNavigate={onNavigate}
    />
  )
  const firstPages = media ? [...DAY_PAGES, MEDIA_PAGE] : DAY_PAGES
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
          {firstPages.map(pageItem)}
          {loading ? (
            Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={28} sx={{ mx: 2, my: 1 }} aria-hidden="true" />
            ))
          ) : (
            <MenuTree entries={menu} mini={mini} onExpandDrawer={onExpand} onNavigate={onNavigate} />
          )}
          {/* Administrators' pages for integrators, after the day's work. */}
          {isAdmin(user) && INTEGRATOR_PAGES.map(pageItem)}
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
