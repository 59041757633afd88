import { ToggleButton, ToggleButtonGroup } from '@mui/material'
import type { EnumDef } from '@tutor-admin/shared'
import { useLang } from '../../i18n/useLang'
import { labelText } from '../../i18n/labelText'
import { FieldFrame } from '../../fields/FieldFrame'
import type { WidgetProps } from '../../fields/widgetProps'

export interface EnumTogglesProps extends WidgetProps {
  enumDef: EnumDef | undefined
  /** Several values (an array field) rather than one. */
  multiple: boolean
}

/**
 * An enumeration's values as toggle buttons, one per value, labelled in the language (R-ED-03,
 * R-WID-15): one active at a time, or any number for a list. An optional field may be left empty.
 */
export function EnumToggles({ enumDef, multiple, ...props }: EnumTogglesProps) {
  const { value, onChange, label, disabled, required } = props
  const { lang } = useLang()
  const values = enumDef?.values ?? []
  const chosen = multiple ? (Array.isArray(value) ? value : []) : (value ?? null)
  return (
    <FieldFrame {...props}>
      <ToggleButtonGroup
        value={chosen}
        exclusive={!multiple}
        onChange={(_, next: unknown) => {
          if (!multiple && next === null && required) return
          onChange(next)
        }}
        size="small"
        color="primary"
        disabled={disabled}
        aria-label={label}
        sx={{ flexWrap: 'wrap' }}
      >
        {values.map((item) => (
          <ToggleButton key={item} value={item} sx={{ px: 2 }}>
            {labelText(enumDef?.labels[item], lang) || item}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FieldFrame>
  )
}
