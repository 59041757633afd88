import { Box, Toolbar, useMediaQuery, useTheme } from '@mui/material'
import { useState } from 'react'
import { Outlet } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import { useAppStore } from '../state/appStore'
import { drawerMode } from './drawerMode'
import { FullscreenExit } from './FullscreenExit'
import { SideNav } from './SideNav'
import { TopBar } from './TopBar'

/** The signed-in console: top bar, side menu and the page (R-LAY-09..12). */
export function AppLayout() {
  const theme = useTheme()
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  // Only what the layout shows: a page's title, actions or the signed-in user change often.
  const { fullscreen, fullPage, noDrawer, drawerOpen, setDrawerOpen } = useAppStore(
    useShallow(({ fullscreen, fullPage, noDrawer, drawerOpen, setDrawerOpen }) => ({
      fullscreen,
      fullPage,
      noDrawer,
      drawerOpen,
      setDrawerOpen
    }))
  )
  // Another account signing in over this one (in another tab) starts the pages anew: nothing the
  // previous account was shown stays on screen, not even as the rows kept while new ones load (R-AUTH-15).
  const account = useAppStore((state) => state.user?._id)
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
        <Outlet key={account} />
      </Box>
      {fullscreen && <FullscreenExit />}
    </Box>
  )
}
