import { TextField } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { textBoxProps, type WidgetProps } from '../../fields/widgetProps'

export interface TextWidgetProps extends WidgetProps {
  kind: 'text' | 'multiline' | 'email' | 'secret'
}

const TYPES = { text: 'text', multiline: 'text', email: 'email', secret: 'password' } as const

/**
 * Plain text, an email address, several lines (6 rows, 3 when dense: R-WID-17) or a secret to set
 * (a password: never shown, left out of the save while empty).
 */
export function TextWidget({ kind, ...props }: TextWidgetProps) {
  const { value, onChange, required, error, dense } = props
  const { t } = useTranslation('editor')
  const rows = dense ? UI_CONSTANTS.textAreaRows.dense : UI_CONSTANTS.textAreaRows.normal
  const secret = kind === 'secret'
  return (
    <TextField
      {...textBoxProps(props)}
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      onChange={(event) => onChange(secret && event.target.value === '' ? undefined : event.target.value)}
      type={TYPES[kind]}
      autoComplete={secret ? 'new-password' : undefined}
      multiline={kind === 'multiline'}
      minRows={kind === 'multiline' ? rows : undefined}
      helperText={error ?? (secret && !required ? t('secretKept') : undefined)}
    />
  )
}
