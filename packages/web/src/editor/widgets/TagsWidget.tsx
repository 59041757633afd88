import { Autocomplete, Chip, TextField } from '@mui/material'
import { textBoxProps, type WidgetProps } from '../../fields/widgetProps'

/**
 * A list of typed values (a combo box): Enter or a free-typed string adds one (R-WID-16), a chip's
 * cross removes it. Number lists keep numbers.
 */
export function TagsWidget(props: WidgetProps) {
  const { field, value, onChange, disabled, dense } = props
  const numbers = field.params?.itemType === 'number'
  const items = Array.isArray(value) ? value.map(String) : []
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={items}
      onChange={(_, next) => {
        const cleaned = next.map((item) => item.trim()).filter(Boolean)
        onChange(numbers ? cleaned.map(Number) : [...new Set(cleaned)])
      }}
      disabled={disabled}
      size={dense ? 'small' : 'medium'}
      renderValue={(selected, getItemProps) =>
        selected.map((item, index) => {
          const { key, ...props } = getItemProps({ index })
          return <Chip key={key} label={item} size="small" {...props} />
        })
      }
      renderInput={(params) => <TextField {...params} {...textBoxProps(props)} />}
    />
  )
}
