import { TextField } from '@mui/material'
import type { FieldDef, SearchKind } from '@tutor-admin/shared'
import { fromInputValue, inputTypeOf, toInputValue } from './conditionValues'
import { useThrottledCommit } from './useThrottledCommit'

export interface TypedValueProps {
  kind: SearchKind
  field: FieldDef
  label: string
  value: unknown
  onChange: (value: unknown) => void
  autoFocus?: boolean
}

/** A typed condition value (text, number, date), handed on throttled as it is typed (R-SRCH-10). */
export function TypedValue({ kind, field, label, value, onChange, autoFocus }: TypedValueProps) {
  const type = inputTypeOf(kind, field)
  const { shown, change, flush } = useThrottledCommit(
    toInputValue(value, type),
    (text) => onChange(fromInputValue(text, type)),
    { flushOnUnmount: true }
  )
  return (
    <TextField
      size="small"
      fullWidth
      type={type}
      label={label}
      value={shown}
      autoFocus={autoFocus}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && flush()}
      onBlur={flush}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
}
