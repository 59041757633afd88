import type { FieldDef } from '@tutor-admin/shared'
import type { Problems } from '../editorValues'

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
