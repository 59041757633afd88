import { Box, Toolbar, useMediaQuery, useTheme } from '@mui/material'
import { useState } from 'react'
import { Outlet } from 'react-router'
import { useAppStore } from '../app/appStore'
import { drawerMode } from './drawerMode'
import { FullscreenExit } from './FullscreenExit'
import { SideNav } from './SideNav'
import { TopBar } from './TopBar'

/** The signed-in console: top bar, side menu and the page (R-LAY-09..12). */
export function AppLayout() {
  const theme = useTheme()
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const { fullscreen, fullPage, noDrawer, drawerOpen, setDrawerOpen } = useAppStore()
  const [mobileOpen, setMobileOpen] = useState(false)
  const mode = drawerMode({ fullscreen, fullPage, noDrawer, drawerOpen, wide })
  const chrome = !fullscreen && !fullPage
  const toggle = () => (mode === 'temporary' ? setMobileOpen(!mobileOpen) : setDrawerOpen(!drawerOpen))
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {chrome && (
        <TopBar
          drawer={mode}
          drawerExpanded={mode === 'temporary' ? mobileOpen : mode === 'open'}
          onToggleDrawer={toggle}
        />
      )}
      {mode !== 'none' && (
        <SideNav
          mode={mode}
          mobileOpen={mobileOpen}
          onClose={() => setMobileOpen(false)}
          onExpand={() => setDrawerOpen(true)}
        />
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', bgcolor: 'background.default' }}
      >
        {chrome && <Toolbar />}
        <Outlet />
      </Box>
      {fullscreen && <FullscreenExit />}
    </Box>
  )
}
