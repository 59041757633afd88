import { InputAdornment, TextField } from '@mui/material'
import { useState } from 'react'
import { useAppStore } from '../../state/appStore'
import { textBoxProps, type WidgetProps } from '../../fields/widgetProps'

const isPrice = (name: string) => name === 'price' || name.endsWith('Price')

/**
 * A number; an emptied box is `null`. What is typed stays as typed while it is not yet a number
 * ("-", "1."), so that typing is never fought.
 */
export function NumberWidget(props: WidgetProps) {
  const { field, value, onChange } = props
  const currency = useAppStore((state) => state.currencySymbol)
  const [typed, setTyped] = useState<string | null>(null)
  const shown = typed ?? (typeof value === 'number' ? String(value) : '')
  return (
    <TextField
      {...textBoxProps(props)}
      value={shown}
      onChange={(event) => {
        const text = event.target.value
        setTyped(text)
        const number = Number(text)
        onChange(text.trim() === '' ? null : Number.isFinite(number) ? number : text)
      }}
      onBlur={() => setTyped(null)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: isPrice(field.name)
          ? { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> }
          : undefined
      }}
    />
  )
}
