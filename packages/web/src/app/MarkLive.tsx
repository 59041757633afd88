import { useEffect } from 'react'

/**
 * Marks the page as the console's once its first render is on screen (`<html data-console-live>`):
 * before that, a page the server rendered shows controls that nothing answers yet.
 */
export function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.consoleLive = ''
  }, [])
  return null
}
