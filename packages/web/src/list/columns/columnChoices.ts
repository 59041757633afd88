import type { FieldDef, ListColumnChoice } from '@tutor-admin/shared'
import type { ListColumn } from '../../records/columns/buildColumns'

/** One line of the column chooser: a field, whether the list shows it, and its width if resized. */
export interface ColumnChoice {
  name: string
  field: FieldDef
  shown: boolean
  width?: number
  /** One of the list's own columns, left out to fit the width: not shown now, offered first. */
  leftOut?: true
}

/**
 * The chooser's lines: the columns shown, in their order, then those left out to fit the width
 * (`hiddenToFit`, unticked), then every other field a list may show (`columnFields`), in the
 * catalogue's order.
 */
export const columnChoicesOf = (
  fields: FieldDef[],
  columns: ListColumn[],
  hiddenToFit: string[] = []
): ColumnChoice[] => [
  ...columns.map(({ name, field, width }): ColumnChoice =>
    hiddenToFit.includes(name)
      ? { name, field, shown: false, width, leftOut: true }
      : { name, field, shown: true, width }
  ),
  ...fields
    .filter((field) => !columns.some((column) => column.name === field.name))
    .map((field) => ({ name: field.name, field, shown: false }))
]

/** The lines with the one at `from` moved to `to` (both kept within the list). */
export const moveChoice = (choices: ColumnChoice[], from: number, to: number): ColumnChoice[] => {
  const target = Math.max(0, Math.min(choices.length - 1, to))
  if (from === target || from < 0 || from >= choices.length) return choices
  const next = [...choices]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved)
  return next
}

/** The lines with one shown or hidden; the last column shown stays (a list shows at least one). */
export const toggleChoice = (choices: ColumnChoice[], name: string): ColumnChoice[] => {
  const shown = choices.filter((choice) => choice.shown)
  if (shown.length === 1 && shown[0].name === name) return choices
  return choices.map((choice) => (choice.name === name ? { ...choice, shown: !choice.shown } : choice))
}

/** The columns to keep: those shown, in the lines' order, with their widths. */
export const chosenColumnsOf = (choices: ColumnChoice[]): ListColumnChoice[] =>
  choices
    .filter((choice) => choice.shown)
    .map(({ name, width }) => (width === undefined ? { field: name } : { field: name, width }))

/** The columns with one given a new width: what a resized heading keeps. */
export const withColumnWidth = (columns: ListColumn[], name: string, width: number): ListColumnChoice[] =>
  columns.map((column) => {
    const kept = column.name === name ? width : column.width
    return kept === undefined ? { field: column.name } : { field: column.name, width: kept }
  })
