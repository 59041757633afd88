import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material'
import type { WidgetProps } from '../../fields/widgetProps'

/** True or false, as a switch. */
export function BooleanWidget({ field, value, onChange, label, disabled, error }: WidgetProps) {
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={label}
        disabled={disabled}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}
