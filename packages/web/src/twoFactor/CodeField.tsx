import { TextField } from '@mui/material'

export interface CodeFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  helperText?: string
  /** Takes a recovery code (letters and a dash) besides the app's 6 digits. */
  recovery?: boolean
}

/** The field of a one-time code: numeric keyboard on phones, filled from the phone's messages where it can. */
export function CodeField({ label, value, onChange, helperText, recovery = false }: CodeFieldProps) {
  return (
    <TextField
      name="code"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      required
      fullWidth
      autoFocus
      margin="normal"
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: {
          inputMode: recovery ? 'text' : 'numeric',
          maxLength: recovery ? 11 : 6,
          'data-testid': 'two-factor-code',
          style: { letterSpacing: 4, fontFamily: 'monospace' }
        }
      }}
    />
  )
}
