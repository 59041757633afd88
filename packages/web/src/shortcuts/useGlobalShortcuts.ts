import { useEffect, useRef } from 'react'
import { isCommand, keyIsElsewhere } from './isTyping'

export interface GlobalShortcuts {
  /** Ctrl+K (⌘K): open the command palette, wherever the focus is. */
  onPalette: () => void
  /** `?`: show the keyboard shortcuts, outside text boxes and dialogs. */
  onHelp: () => void
}

/** The console's shortcuts that work on every page. */
export const useGlobalShortcuts = (shortcuts: GlobalShortcuts) => {
  const latest = useRef(shortcuts)
  latest.current = shortcuts
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isCommand(event, 'k')) {
        event.preventDefault()
        latest.current.onPalette()
      } else if (event.key === '?' && !keyIsElsewhere(event)) {
        event.preventDefault()
        latest.current.onHelp()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
