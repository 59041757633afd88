import { useRef, useState } from 'react'
import { expandExtensionOf } from '../../extensions/expandExtensions'
import { useListRoute } from '../ListRouteContext'
import type { ListBodyProps } from './listBody'
import { useRowKeyboard } from './useRowKeyboard'

/**
 * What the table and the cards share: which rows are expanded (R-LIST-08), whether rows expand at
 * all (fields to show, linked records or an expanded-row extension, R-ED-12), and keyboard use of
 * the rows in their container.
 */
export const useListBody = <E extends HTMLElement>({
  rows,
  expands,
  linked,
  onOpen,
  toggleRow
}: ListBodyProps) => {
  const extension = expandExtensionOf(useListRoute()?.settings)
  const container = useRef<E>(null)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const keyboard = useRowKeyboard(container, rows.length, {
    onOpen: (index) => onOpen(rows[index]),
    onToggle: (index) => toggleRow(rows[index]._id)
  })
  return {
    container,
    ...keyboard,
    expandable: expands.length > 0 || Boolean(linked) || Boolean(extension),
    isExpanded: (id: string) => expanded.has(id),
    toggleExpanded: (id: string) =>
      setExpanded((current) => {
        const next = new Set(current)
        if (!next.delete(id)) next.add(id)
        return next
      })
  }
}
