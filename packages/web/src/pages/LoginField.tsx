import { FormControl, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material'
import { useId } from 'react'

export interface LoginFieldProps extends Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'autoFocus' | 'value' | 'onChange'
> {
  label: string
}

/**
 * A required outlined text field of the sign-in form, as MUI's TextField draws it, made of its
 * parts: TextField also brings the select and its menu, which the sign-in page never shows.
 */
export function LoginField({ label, ...input }: LoginFieldProps) {
  const id = useId()
  return (
    <FormControl className="MuiTextField-root" variant="outlined" margin="normal" required fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} fullWidth {...input} />
    </FormControl>
  )
}
