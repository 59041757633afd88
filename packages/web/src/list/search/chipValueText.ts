import type { DateForm, SearchCondition, SearchKind } from '@tutor-admin/shared'
import type { TFunction } from 'i18next'
import { formatDate } from '../../i18n/dates'
import type { PickerOption } from '../../records/references/usePickerOptions'

const SHOWN_CHOICES = 2

/** A condition's value as its chip shows it; '' when it has none (the chip is inactive, R-SRCH-04). */
export const chipValueText = (
  condition: SearchCondition,
  kind: SearchKind,
  options: PickerOption[],
  dateForm: DateForm,
  t: TFunction
): string => {
  const one = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return ''
    if (condition.cond === 'missingLang') return t(`common:lang.${String(value)}`)
    if (kind === 'checkbox' || condition.cond === 'machine') return value ? t('list:yes') : t('list:no')
    if (kind === 'date') return formatDate(value as string, dateForm)
    return String(value)
  }
  const { value1, value2 } = condition
  if (kind === 'picker') {
    const chosen = Array.isArray(value1) ? (value1 as string[]) : []
    const labels = chosen
      .slice(0, SHOWN_CHOICES)
      .map((id) => options.find((option) => option.id === id)?.label ?? id)
    const more = chosen.length - SHOWN_CHOICES
    return [...labels, ...(more > 0 ? [t('list:value.more', { count: more })] : [])].join(', ')
  }
  if (condition.cond === 'inRange' && one(value1)) return `${one(value1)} – ${one(value2)}`.trim()
  return one(value1)
}
