import { useEffect, useRef, type RefObject } from 'react'
import { isCommand } from './isTyping'

/**
 * Ctrl+S (⌘S) submits the form, as its Save button does, also while typing in it; the browser's
 * own "save page" is kept from opening. Only while the form is on the page and no dialog over it.
 */
export const useSaveShortcut = (form: RefObject<HTMLFormElement | null>) => {
  const latest = useRef(form)
  latest.current = form
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isCommand(event, 's')) return
      const target = latest.current.current
      if (!target) return
      const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null
      if (dialog && !dialog.contains(target)) return
      event.preventDefault()
      target.requestSubmit()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
