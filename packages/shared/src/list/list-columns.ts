import type { CollectionDef, FieldDef } from '../catalogue/catalogue.types'
import { allFields } from '../catalogue/system-fields'

/** One column a person chose for a list: a field of the collection, and its width in pixels once resized. */
export interface ListColumnChoice {
  field: string
  width?: number
}

/** A person's own settings of one list (`/api/listSettings`), kept per account and list. */
export interface ListSettingsRecord {
  _id: string
  /** The account they belong to. */
  user: string
  /** The list's page path without language prefix, e.g. `/teachers`. */
  list: string
  columns: ListColumnChoice[]
  modified: string
}

/** How many columns a list may keep, and the widths a column may take (pixels). */
export const LIST_COLUMN_LIMITS = { maxColumns: 40, minWidth: 60, maxWidth: 800 } as const

const WIDTH_PROBLEM = `must be a whole number of pixels from ${LIST_COLUMN_LIMITS.minWidth} to ${LIST_COLUMN_LIMITS.maxWidth}`

/**
 * The fields a list may show as columns: every field the API answers with, the system fields
 * included; hidden fields (a password hash) never.
 */
export const columnFields = (collection: CollectionDef): FieldDef[] =>
  allFields(collection.fields).filter((field) => !field.params?.hidden)

/** What is wrong with a column's field name, if anything: unknown and hidden fields are not columns. */
export const columnFieldProblem = (collection: CollectionDef, name: unknown): string | undefined => {
  if (typeof name !== 'string' || name === '') return 'must be the name of a field'
  return columnFields(collection).some((field) => field.name === name)
    ? undefined
    : `is not a field of ${collection.name}`
}

/** A width within {@link LIST_COLUMN_LIMITS}, rounded to whole pixels. */
export const clampColumnWidth = (width: number): number =>
  Math.min(LIST_COLUMN_LIMITS.maxWidth, Math.max(LIST_COLUMN_LIMITS.minWidth, Math.round(width)))

const isWidth = (width: unknown) =>
  typeof width === 'number' && Number.isInteger(width) && clampColumnWidth(width) === width

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What is wrong with a list of columns, a message per place (`columns`, `columns.2.field`,
 * `columns.2.width`); empty when it can be kept: 1 to 40 columns, each a field a list may show,
 * each once, with a width in range if any.
 */
export const listColumnsProblems = (collection: CollectionDef, columns: unknown): Record<string, string> => {
  const { maxColumns } = LIST_COLUMN_LIMITS
  if (!Array.isArray(columns) || columns.length === 0 || columns.length > maxColumns)
    return { columns: `must be a list of 1 to ${maxColumns} columns` }
  const problems: Record<string, string> = {}
  const seen = new Set<unknown>()
  columns.forEach((column: unknown, index) => {
    const at = `columns.${index}`
    if (!isRecord(column)) {
      problems[at] = 'must be an object { field, width }'
      return
    }
    for (const key of Object.keys(column))
      if (key !== 'field' && key !== 'width') problems[`${at}.${key}`] = 'is not a column setting'
    const fieldProblem = columnFieldProblem(collection, column.field)
    if (fieldProblem) problems[`${at}.field`] = fieldProblem
    else if (seen.has(column.field)) problems[`${at}.field`] = 'is shown twice'
    seen.add(column.field)
    if (column.width !== undefined && !isWidth(column.width)) problems[`${at}.width`] = WIDTH_PROBLEM
  })
  return problems
}
