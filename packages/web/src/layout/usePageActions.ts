import { useEffect } from 'react'
import { useAppStore, type PageAction } from '../state/appStore'

/** Puts a page's action buttons in the top bar while the page is shown (R-LAY-10). */
export const usePageActions = (actions: PageAction[]) => {
  const setPageActions = useAppStore((state) => state.setPageActions)
  useEffect(() => {
    setPageActions(actions)
    return () => setPageActions([])
  }, [actions, setPageActions])
}
