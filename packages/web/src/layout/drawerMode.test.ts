import { describe, expect, it } from 'vitest'
import { drawerMode } from './drawerMode'

const base = { fullscreen: false, fullPage: false, noDrawer: false, drawerOpen: true, wide: true }

describe('drawer mode (R-LAY-09, R-LAY-10, R-LAY-12)', () => {
  it('is open or mini on wide screens, a sliding drawer on phones', () => {
    expect(drawerMode(base)).toBe('open')
    expect(drawerMode({ ...base, drawerOpen: false })).toBe('mini')
    expect(drawerMode({ ...base, wide: false })).toBe('temporary')
  })
  it('has no drawer in fullscreen, on full-page and on drawer-less pages', () => {
    expect(drawerMode({ ...base, fullscreen: true })).toBe('none')
    expect(drawerMode({ ...base, fullPage: true })).toBe('none')
    expect(drawerMode({ ...base, noDrawer: true, wide: false })).toBe('none')
  })
})
