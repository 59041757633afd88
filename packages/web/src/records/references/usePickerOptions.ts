import { useQuery } from '@tanstack/react-query'
import {
  DATA_CONSTANTS,
  defaultSortOf,
  editorSettingsOf,
  keywordFilter,
  toQuerySort,
  type FieldDef,
  type Lang,
  type SchemasAnswer
} from '@tutor-admin/shared'
import { useMemo } from 'react'
import { session } from '../../api/client'
import { recordLabel } from '../columns/cellText'
import type { Row } from '../data/fetchRows'
import { pickerFilter } from './pickerFilter'
import { labelFieldsOf } from './refLookups'

/** A choice of a picker condition. */
export interface PickerOption {
  id: string
  label: string
}

const selectOf = (field: FieldDef) => [
  '_id',
  ...new Set(labelFieldsOf(field).map((path) => path.split('.')[0]))
]

const findRows = async (service: string, query: Record<string, unknown>) =>
  (await session.call<{ data: Row[] }>(service, 'find', { query })).data

/**
 * The choices of a picker (R-SRCH-03, R-WID-01): an enumeration's values with their labels, or
 * the first 100 records of the referenced collection within the field's `filter` in its default order (those matching
 * `search` by the collection's own keyword fields, when given), plus the labels of chosen records
 * beyond those (R-WID-03). `enabled` false loads nothing.
 */
export const usePickerOptions = (
  field: FieldDef | undefined,
  answer: SchemasAnswer | undefined,
  lang: Lang,
  chosen: string[],
  enabled: boolean,
  search = ''
) => {
  const ref = field?.params?.ref
  const enumDef = field?.params?.enum ? answer?.enums?.[field.params.enum] : undefined
  const refSettings = ref ? editorSettingsOf(answer?.schemas[ref], answer?.appName) : undefined
  const matching = keywordFilter(search, refSettings?.textFields, refSettings?.translateTextFields)
  const first = useQuery({
    queryKey: ['picker', ref, field?.name, matching ?? null],
    enabled: enabled && Boolean(ref && field),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    queryFn: () =>
      findRows(ref!, {
        ...pickerFilter(field?.params?.filter, matching),
        $limit: DATA_CONSTANTS.referenceLookupLimit,
        $select: selectOf(field!),
        $sort: toQuerySort(defaultSortOf(refSettings?.defaultSort, refSettings?.defaultSortDesc))
      })
  })
  const missing = chosen.filter((id) => !first.data?.some((row) => row._id === id))
  const extra = useQuery({
    queryKey: ['picker', ref, field?.name, missing],
    enabled: enabled && Boolean(ref && field) && first.isSuccess && missing.length > 0,
    staleTime: 60_000,
    queryFn: () =>
      findRows(ref!, { _id: { $in: missing }, $limit: missing.length, $select: selectOf(field!) })
  })
  const options = useMemo((): PickerOption[] => {
    if (enumDef)
      return enumDef.values.map((value) => ({
        id: value,
        label: enumDef.labels[value]?.[lang] || enumDef.labels[value]?.cht || value
      }))
    if (!field) return []
    return [...(first.data ?? []), ...(extra.data ?? [])].map((row) => ({
      id: row._id,
      label: recordLabel(row, field, lang) || row._id
    }))
  }, [enumDef, field, first.data, extra.data, lang])
  return { options, loading: first.isFetching || extra.isFetching, freeText: !enumDef && !ref }
}
