import type { FieldDef } from '@tutor-admin/shared'
import type { Problems } from './fieldProblems'

/** What every field widget is given. */
export interface WidgetProps<T = unknown> {
  field: FieldDef
  value: T
  onChange: (value: T) => void
  label: string
  disabled: boolean
  required: boolean
  /** The field's own problem, translated. */
  error?: string
  /** Problems of the field's parts (`0.name` in a list of objects), untranslated. */
  problems: Problems
  /** Inside a part: smaller boxes, 3-row text areas (R-WID-17). */
  dense: boolean
}

/** What a widget's text box shows of the field: its name, label, state and problem. */
export const textBoxProps = ({ field, label, disabled, required, error, dense }: WidgetProps) => ({
  name: field.name,
  label,
  disabled,
  required,
  error: Boolean(error),
  helperText: error,
  fullWidth: true,
  size: dense ? ('small' as const) : ('medium' as const)
})
