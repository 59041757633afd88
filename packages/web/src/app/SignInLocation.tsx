import { splitLocalePath } from '@tutor-admin/shared/locale/locale-path'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { PageLocationContext } from '../i18n/pageLocation'
import { useInterfaceLang } from '../i18n/useInterfaceLang'

const windowWhere = () => {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash }
}

/**
 * The location of the sign-in page that starts without the console's router: the window's, moved
 * by the history (a language switch stays on the page, R-RT-15); its language is the interface's.
 */
export function SignInLocation({ children }: { children: ReactNode }) {
  const [where, setWhere] = useState(windowWhere)
  useEffect(() => {
    const moved = () => setWhere(windowWhere())
    window.addEventListener('popstate', moved)
    return () => window.removeEventListener('popstate', moved)
  }, [])
  const location = useMemo(
    () => ({
      ...where,
      navigate: (to: string) => {
        window.history.pushState(null, '', to)
        setWhere(windowWhere())
      }
    }),
    [where]
  )
  useInterfaceLang(splitLocalePath(where.pathname).lang)
  return <PageLocationContext.Provider value={location}>{children}</PageLocationContext.Provider>
}
