import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { PageLocationContext } from '../i18n/pageLocation'

/** Gives the pages the router's location, and its navigation (`usePageLocation`). */
export function RouterLocation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const location = useMemo(
    () => ({ pathname, search, hash, navigate: (to: string) => void navigate(to) }),
    [pathname, search, hash, navigate]
  )
  return <PageLocationContext.Provider value={location}>{children}</PageLocationContext.Provider>
}
