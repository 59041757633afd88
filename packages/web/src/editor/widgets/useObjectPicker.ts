import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  defaultSortOf,
  editorSettingsOf,
  keywordFilter,
  toQuerySort,
  type FieldDef,
  type Lang
} from '@tutor-admin/shared'
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { session } from '../../api/client'
import { useSchemas } from '../../api/useSchemas'
import { recordLabel } from '../../records/columns/cellText'
import type { Row } from '../../records/data/fetchRows'
import { pickerFilter } from '../../records/references/pickerFilter'
import { labelFieldsOf } from '../../records/references/refLookups'
import { pickSelection } from '../../media/pickSelection'

/** Records of the picker dialog per page. */
export const PICKER_PAGE_SIZE = 10

export interface ObjectPickerOptions {
  field: FieldDef
  multiple: boolean
  selected: string[]
  lang: Lang
}

/**
 * The object picker's state (R-WID-01, R-WID-02): records of the field's `ref` collection within
 * the field's `filter`, searched by the collection's keyword fields, a page at a time, each as
 * its value (`_id`) and text (the label fields, `name` by default); a click replaces the selection
 * or, with several values, toggles the record.
 */
export const useObjectPicker = ({ field, multiple, selected, lang }: ObjectPickerOptions) => {
  const answer = useSchemas().data
  const ref = field.params?.ref ?? ''
  const settings = editorSettingsOf(answer?.schemas[ref], answer?.appName)
  const [searchText, setSearchText] = useState('')
  const search = useDeferredValue(searchText)
  const [page, setPage] = useState(0)
  const [selection, setSelection] = useState<string[]>(selected)
  const query = useMemo(
    () => ({
      ...pickerFilter(
        field.params?.filter,
        keywordFilter(search, settings?.textFields, settings?.translateTextFields)
      ),
      $limit: PICKER_PAGE_SIZE,
      $skip: page * PICKER_PAGE_SIZE,
      $select: ['_id', ...new Set(labelFieldsOf(field).map((path) => path.split('.')[0]))],
      $sort: toQuerySort(defaultSortOf(settings?.defaultSort, settings?.defaultSortDesc))
    }),
    [field, search, page, settings]
  )
  const rows = useQuery({
    queryKey: [ref, 'objectPicker', query],
    enabled: Boolean(ref && answer),
    placeholderData: keepPreviousData,
    queryFn: () => session.call<{ data: Row[]; total: number }>(ref, 'find', { query })
  })
  const items = useMemo(
    () =>
      (rows.data?.data ?? []).map((row) => ({
        id: row._id,
        label: recordLabel(row, field, lang) || row._id
      })),
    [rows.data, field, lang]
  )
  const toggle = useCallback(
    (id: string) => setSelection((list) => pickSelection(list, id, multiple)),
    [multiple]
  )
  return {
    searchText,
    setSearch: (text: string) => {
      setSearchText(text)
      setPage(0)
    },
    page,
    setPage,
    total: rows.data?.total ?? 0,
    items,
    loading: rows.isFetching,
    error: rows.error,
    selection,
    toggle,
    clear: () => setSelection([])
  }
}
