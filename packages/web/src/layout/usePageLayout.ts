import { useEffect } from 'react'
import { useAppStore, type PageLayout } from '../state/appStore'

/** Lays a page out full-page or without drawer while it is shown (R-LAY-09). */
export const usePageLayout = ({ fullPage = false, noDrawer = false }: Partial<PageLayout>) => {
  const setPageLayout = useAppStore((state) => state.setPageLayout)
  useEffect(() => {
    setPageLayout({ fullPage, noDrawer })
    return () => setPageLayout({})
  }, [fullPage, noDrawer, setPageLayout])
}
