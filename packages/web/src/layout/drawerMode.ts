/** How the side menu shows: `none` (no drawer), `open` (250 px), `mini` (icons), `temporary` (phones). */
export type DrawerMode = 'none' | 'open' | 'mini' | 'temporary'

export interface DrawerInputs {
  fullscreen: boolean
  fullPage: boolean
  noDrawer: boolean
  drawerOpen: boolean
  wide: boolean
}

/** The drawer of a page (R-LAY-09, R-LAY-12): none in fullscreen, full-page or drawer-less pages. */
export const drawerMode = ({
  fullscreen,
  fullPage,
  noDrawer,
  drawerOpen,
  wide
}: DrawerInputs): DrawerMode => {
  if (fullscreen || fullPage || noDrawer) return 'none'
  if (!wide) return 'temporary'
  return drawerOpen ? 'open' : 'mini'
}

/** Width of the mini drawer, in px. */
export const MINI_DRAWER_WIDTH = 68
