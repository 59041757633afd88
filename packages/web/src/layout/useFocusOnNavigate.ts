import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a navigation inside the console, moves focus to the page content so that keyboard and
 * screen-reader users start on the new page rather than on a link that may be gone.
 */
export const useFocusOnNavigate = () => {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.getElementById('main-content')?.focus({ preventScroll: true })
  }, [pathname])
}
