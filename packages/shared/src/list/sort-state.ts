/** One column of a multi-column sort. */
export interface SortColumn {
  field: string
  desc: boolean
}

/**
 * A click on a header (R-PAGE-01): ascending, then descending, then off. A click on a column that
 * is not sorted makes it the only sort column.
 */
export const clickSort = (sort: SortColumn[], field: string): SortColumn[] => {
  const current = sort.find((column) => column.field === field)
  if (!current) return [{ field, desc: false }]
  if (!current.desc) return sort.map((column) => (column.field === field ? { field, desc: true } : column))
  return sort.filter((column) => column.field !== field)
}

/** A long press on a header (R-PAGE-02): adds the column as a further sort key, or removes it. */
export const longPressSort = (sort: SortColumn[], field: string): SortColumn[] =>
  sort.some((column) => column.field === field)
    ? sort.filter((column) => column.field !== field)
    : [...sort, { field, desc: false }]

/**
 * The `$sort` of a query: the columns, then `_id` ascending as the tie-break unless `_id` is a
 * sort column already (R-PAGE-03), so that equal values keep one order from page to page.
 */
export const toQuerySort = (sort: SortColumn[]): Record<string, 1 | -1> => {
  const querySort: Record<string, 1 | -1> = Object.fromEntries(
    sort.map((column) => [column.field, column.desc ? -1 : 1])
  )
  if (!('_id' in querySort)) querySort._id = 1
  return querySort
}

const sameSort = (a: SortColumn[], b: SortColumn[]) =>
  a.length === b.length &&
  a.every((column, index) => column.field === b[index].field && column.desc === b[index].desc)

/**
 * A click on a header of a list whose route has a default sort: turning the last sort off returns
 * to the default (R-PAGE-03). A click never leaves the sort as it was: when the step lands on the
 * sort already shown (the default column turned off), it takes the next step.
 */
export const clickSortWithDefault = (
  sort: SortColumn[],
  field: string,
  defaultSort: SortColumn[]
): SortColumn[] => {
  const orDefault = (next: SortColumn[]) => (next.length ? next : defaultSort)
  const next = orDefault(clickSort(sort, field))
  return sameSort(next, sort) ? orDefault(clickSort([], field)) : next
}

/** The default sort of a route: `defaultSort`/`defaultSortDesc`, else none (i.e. `_id` ascending). */
export const defaultSortOf = (
  defaultSort?: string | string[],
  defaultSortDesc?: boolean | boolean[]
): SortColumn[] => {
  const fields = defaultSort === undefined ? [] : Array.isArray(defaultSort) ? defaultSort : [defaultSort]
  return fields.map((field, index) => ({
    field,
    desc: Array.isArray(defaultSortDesc) ? !!defaultSortDesc[index] : !!defaultSortDesc
  }))
}
