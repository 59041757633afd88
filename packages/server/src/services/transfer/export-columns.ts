import { listColumnsProblems, type CollectionDef } from '@tutor-admin/shared'
import { invalidFields } from '../../errors/http-errors'
import { chosenColumns, tableColumns, type TableColumn } from './table-columns'

const NAMES_PROBLEM = 'must be field names separated by commas'

const namesOf = (value: unknown): string[] | undefined => {
  if (typeof value === 'string') return value.split(',').map((name) => name.trim())
  if (Array.isArray(value) && value.every((name) => typeof name === 'string')) return value
  return undefined
}

/**
 * The columns of an export: without `columns`, every column (R-IO-04); with it (`name,email` or a
 * list), those fields in that order, as the person's list shows them. A field the list may not
 * show (unknown, hidden), twice, or more than a list keeps answers 400 naming its place.
 */
export const exportColumns = (collection: CollectionDef, value: unknown): TableColumn[] => {
  if (value === undefined) return tableColumns(collection)
  const names = namesOf(value)
  if (!names) throw invalidFields('columns', { columns: NAMES_PROBLEM })
  const problems = listColumnsProblems(
    collection,
    names.map((field) => ({ field }))
  )
  const errors = Object.fromEntries(
    Object.entries(problems).map(([key, problem]) => [key.replace(/\.field$/, ''), problem])
  )
  if (Object.keys(errors).length) throw invalidFields('columns', errors)
  return chosenColumns(collection, names)
}
