import { TextField } from '@mui/material'
import type { FieldDef, SearchKind } from '@tutor-admin/shared'
import { UTC_MARK } from '../../i18n/dates'
import { conditionInput } from './conditionValues'
import { useThrottledCommit } from './useThrottledCommit'

export interface TypedValueProps {
  kind: SearchKind
  field: FieldDef
  label: string
  value: unknown
  onChange: (value: unknown) => void
  autoFocus?: boolean
}

/**
 * A typed condition value (text, number, date), handed on throttled as it is typed (R-SRCH-10);
 * dates in their field's form (R-WID-14).
 */
export function TypedValue({ kind, field, label, value, onChange, autoFocus }: TypedValueProps) {
  const input = conditionInput(kind, field)
  const { shown, change, flush } = useThrottledCommit(
    input.show(value),
    (text) => onChange(input.read(text)),
    {
      flushOnUnmount: true
    }
  )
  return (
    <TextField
      size="small"
      fullWidth
      type={input.type}
      label={input.utc ? `${label} (${UTC_MARK})` : label}
      value={shown}
      autoFocus={autoFocus}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && flush()}
      onBlur={flush}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
}
