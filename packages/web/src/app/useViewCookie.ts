import { formatPageView, VIEW_COOKIE } from '@tutor-admin/shared/page/page-view'
import { useEffect } from 'react'
import { useAppStore } from '../state/appStore'

const YEAR_SECONDS = 365 * 24 * 60 * 60
const RESIZE_SETTLE_MS = 250

const writeViewCookie = (dark: boolean) => {
  document.cookie = `${VIEW_COOKIE}=${formatPageView({ width: window.innerWidth, dark })}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
}

/**
 * Keeps the view cookie up to date with the window's width and dark mode, so that the next page
 * the server renders comes in the layout (cards or table, drawer) and theme the person will see.
 */
export const useViewCookie = () => {
  const dark = useAppStore((state) => state.dark)
  useEffect(() => {
    writeViewCookie(dark)
    let timer: ReturnType<typeof setTimeout> | undefined
    const resized = () => {
      clearTimeout(timer)
      timer = setTimeout(() => writeViewCookie(dark), RESIZE_SETTLE_MS)
    }
    window.addEventListener('resize', resized)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', resized)
    }
  }, [dark])
}
