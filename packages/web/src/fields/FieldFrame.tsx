import { FormControl, FormHelperText, FormLabel } from '@mui/material'
import type { ReactNode } from 'react'

export interface FieldFrameProps {
  label: ReactNode
  required: boolean
  disabled: boolean
  error?: string
  children: ReactNode
}

/** A labelled group for widgets that are not a single text box (toggles, lists, parts). */
export function FieldFrame({ label, required, disabled, error, children }: FieldFrameProps) {
  return (
    <FormControl
      component="fieldset"
      fullWidth
      error={Boolean(error)}
      disabled={disabled}
      required={required}
    >
      <FormLabel component="legend" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        {label}
      </FormLabel>
      {children}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}
