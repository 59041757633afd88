import type { Filter } from '@tutor-admin/shared'

/** What a picker of a reference finds: the field's own filter (R-SCH-03 `filter`) and the search, both applying. */
export const pickerFilter = (fieldFilter: Filter | undefined, matching: Filter | undefined): Filter => {
  if (fieldFilter && matching) return { $and: [fieldFilter, matching] }
  return fieldFilter ?? matching ?? {}
}
