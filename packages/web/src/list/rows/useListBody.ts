import { useRef, useState } from 'react'
import { useCollectionPresence } from '../../presence/useCollectionPresence'
import { expandExtensionOf } from '../../extensions/expandExtensions'
import { useListRoute } from '../ListRouteContext'
import type { Row } from '../../records/data/fetchRows'
import type { ListBodyProps } from './listBody'
import { useRowActionLabels, type RowActionsProps } from './RowActions'
import { useRowKeyboard } from './useRowKeyboard'
import { useListShortcuts } from '../../shortcuts/useListShortcuts'

/**
 * What the table and the cards share: which rows are expanded (R-LIST-08), whether rows expand at
 * all (fields to show, linked records or an expanded-row extension, R-ED-12), keyboard use of the
 * rows in their container, and each row's buttons, marked when someone else has its record open.
 */
export const useListBody = <E extends HTMLElement>({
  rows,
  expands,
  linked,
  onOpen,
  onClone,
  onDelete,
  toggleRow,
  onEditSelected
}: ListBodyProps) => {
  const route = useListRoute()
  const extension = expandExtensionOf(route?.settings)
  const editing = useCollectionPresence(route?.collection.name)
  const labels = useRowActionLabels()
  const container = useRef<E>(null)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const keyboard = useRowKeyboard(container, rows.length, {
    onOpen: (index) => onOpen(rows[index]),
    onToggle: (index) => toggleRow(rows[index]._id)
  })
  useListShortcuts(container, rows.length, {
    onOpen: (index) => onOpen(rows[index]),
    onToggle: (index) => toggleRow(rows[index]._id),
    onEditSelected
  })
  const expandable = expands.length > 0 || Boolean(linked) || Boolean(extension)
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return {
    container,
    ...keyboard,
    expandable,
    isExpanded: (id: string) => expanded.has(id),
    /** The props of a row's buttons (`label`: the row's name for screen readers). */
    rowActions: (row: Row, label: string): RowActionsProps => ({
      row,
      label,
      labels,
      onOpen,
      onClone,
      onDelete,
      expanded: expanded.has(row._id),
      onExpand: expandable ? () => toggleExpanded(row._id) : undefined,
      editing: editing.get(row._id)
    })
  }
}
