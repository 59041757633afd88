import { buildMenu, type MenuEntry } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { useAppStore } from '../state/appStore'
import { useSchemas } from './useSchemas'

/** The generated menu for the signed-in user (R-LAY-04..07), empty while the catalogue loads. */
export const useMenu = (): { menu: MenuEntry[]; loading: boolean } => {
  const user = useAppStore((state) => state.user)
  const { data, isPending } = useSchemas()
  const menu = useMemo(() => (data ? buildMenu(data, user) : []), [data, user])
  return { menu, loading: isPending }
}
