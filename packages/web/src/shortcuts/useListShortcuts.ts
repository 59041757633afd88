import { useEffect, useRef, type RefObject } from 'react'
import { useAppStore } from '../state/appStore'
import { keyIsElsewhere } from './isTyping'

/** The key of the list toolbar's "Edit selected" action, which `e` runs when the list offers it. */
export const EDIT_SELECTED_ACTION = 'edit-selected'

export interface ListShortcutActions {
  onOpen: (index: number) => void
  onToggle: (index: number) => void
  /**
   * `e` with rows selected: what the list does to edit them. Without it, `e` runs the top bar's
   * "Edit selected" action when the list offers one, else opens the focused row.
   */
  onEditSelected?: () => void
  /** Brings a row on screen first (a virtual list renders only the rows in view). */
  reveal?: (index: number) => void
}

const rowIndexIn = (container: HTMLElement | null, target: Element | null) => {
  const row = target?.closest<HTMLElement>('[data-row-index]')
  return row && container?.contains(row) ? Number(row.dataset.rowIndex) : undefined
}

/**
 * A list's single-key shortcuts (shown by `?`): `j` and `k` move the focus to the next and the
 * previous row (the first from elsewhere on the page), `x` selects the focused row, `e` edits the
 * selected rows (or opens the focused one). Enter on a focused row opens it (`useRowKeyboard`).
 * Keys typed into text boxes, or pressed in a dialog, are left alone.
 */
export const useListShortcuts = (
  container: RefObject<HTMLElement | null>,
  count: number,
  actions: ListShortcutActions
) => {
  const latest = useRef({ actions, count })
  latest.current = { actions, count }
  const last = useRef(-1)
  useEffect(() => {
    const focusRow = (index: number) => {
      const { actions } = latest.current
      last.current = index
      actions.reveal?.(index)
      const focus = () => {
        const row = container.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)
        row?.focus()
        return Boolean(row)
      }
      if (!focus()) requestAnimationFrame(focus)
    }
    const onKey = (event: KeyboardEvent) => {
      const { actions, count } = latest.current
      if (count === 0 || keyIsElsewhere(event) || !container.current) return
      const focused = rowIndexIn(container.current, document.activeElement)
      const at = focused ?? (last.current >= 0 && last.current < count ? last.current : undefined)
      switch (event.key) {
        case 'j':
          focusRow(at === undefined || focused === undefined ? (at ?? 0) : Math.min(count - 1, at + 1))
          break
        case 'k':
          focusRow(at === undefined || focused === undefined ? (at ?? 0) : Math.max(0, at - 1))
          break
        case 'x':
          if (at === undefined) return
          actions.onToggle(at)
          break
        case 'e': {
          const offered = useAppStore
            .getState()
            .pageActions.find((action) => action.key === EDIT_SELECTED_ACTION)
          if (actions.onEditSelected) actions.onEditSelected()
          else if (offered) void offered.run()
          else if (at !== undefined) actions.onOpen(at)
          else return
          break
        }
        default:
          return
      }
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [container])
}
