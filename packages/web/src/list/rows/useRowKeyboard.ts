import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react'

export interface RowKeyboardActions {
  onOpen: (index: number) => void
  onToggle: (index: number) => void
  /** Brings a row on screen first (a virtual list renders only the rows in view). */
  reveal?: (index: number) => void
}

const rowIndexOf = (target: EventTarget) =>
  target instanceof HTMLElement && target.dataset.rowIndex !== undefined
    ? Number(target.dataset.rowIndex)
    : undefined

/**
 * Keyboard use of a list's rows (rows carry `data-row-index`): one row is in the tab order at a
 * time, arrows move between rows (Home and End to the ends), Enter opens the row, Space selects
 * it. The handlers go on the rows' container.
 */
export const useRowKeyboard = (
  container: RefObject<HTMLElement | null>,
  count: number,
  actions: RowKeyboardActions
) => {
  const [active, setActive] = useState(0)
  const latest = useRef(actions)
  latest.current = actions
  const focusRow = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(count - 1, index))
      setActive(target)
      latest.current.reveal?.(target)
      const focus = () => {
        const row = container.current?.querySelector<HTMLElement>(`[data-row-index="${target}"]`)
        row?.focus()
        return Boolean(row)
      }
      if (!focus()) requestAnimationFrame(focus)
    },
    [container, count]
  )
  const containerProps = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const index = rowIndexOf(event.target)
      if (index !== undefined) setActive(index)
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // Keys typed in a row's own controls (checkbox, buttons) are theirs.
      const index = rowIndexOf(event.target)
      if (index === undefined) return
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: count - 1
      }
      if (event.key in moves) focusRow(moves[event.key])
      else if (event.key === 'Enter') latest.current.onOpen(index)
      else if (event.key === ' ') latest.current.onToggle(index)
      else return
      event.preventDefault()
    }
  }
  /** The row's place in the tab order. */
  const tabIndexOf = (index: number) => (index === Math.min(active, count - 1) ? 0 : -1)
  return { containerProps, tabIndexOf }
}
