import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import { Box, Button, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material'
import type { FieldDef } from '@tutor-admin/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from './FieldFrame'
import type { WidgetProps } from './widgetProps'

/** Renders one sub-field: given by the editor so that parts nest any widget. */
export type SubFieldRenderer = (props: {
  field: FieldDef
  value: unknown
  onChange: (value: unknown) => void
  /** The parent's problems, and the sub-field's path among them. */
  problems: WidgetProps['problems']
  path: string
  disabled: boolean
  dense: boolean
}) => ReactNode

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** A person's name as its two parts, family name first (R-SCH-13). */
export function PersonWidget({ field, value, onChange, label, disabled, required, error }: WidgetProps) {
  const { t } = useTranslation('profile')
  const parts = typeof value === 'string' ? { firstName: value } : asObject(value)
  const set = (part: string, text: string) => onChange({ ...parts, [part]: text })
  return (
    <FieldFrame label={label} required={required} disabled={disabled} error={error}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['lastName', 'firstName'] as const).map((part) => (
          <TextField
            key={part}
            name={`${field.name}.${part}`}
            label={t(part)}
            value={typeof parts[part] === 'string' ? parts[part] : ''}
            onChange={(event) => set(part, event.target.value)}
            disabled={disabled}
            fullWidth
          />
        ))}
      </Stack>
    </FieldFrame>
  )
}

export interface PartsProps extends WidgetProps {
  renderField: SubFieldRenderer
}

/** An object's sub-fields, each with its own widget. */
export function ObjectWidget({
  field,
  value,
  onChange,
  label,
  disabled,
  required,
  error,
  problems,
  renderField
}: PartsProps) {
  const object = asObject(value)
  return (
    <FieldFrame label={label} required={required} disabled={disabled} error={error}>
      <Stack spacing={2}>
        {(field.params?.fields ?? []).map((sub) => (
          <Box key={sub.name}>
            {renderField({
              field: sub,
              value: object[sub.name],
              onChange: (next) => onChange({ ...object, [sub.name]: next }),
              problems,
              path: sub.name,
              disabled,
              dense: true
            })}
          </Box>
        ))}
      </Stack>
    </FieldFrame>
  )
}

/** A list of objects (R-ED-05): a row of sub-fields per item, items added and removed in place. */
export function ObjectsWidget({
  field,
  value,
  onChange,
  label,
  disabled,
  required,
  error,
  problems,
  renderField
}: PartsProps) {
  const { t } = useTranslation('editor')
  const items = Array.isArray(value) ? value.map(asObject) : []
  const set = (index: number, item: Record<string, unknown>) =>
    onChange(items.map((old, at) => (at === index ? item : old)))
  return (
    <FieldFrame label={label} required={required} disabled={disabled} error={error}>
      <Stack spacing={1.5}>
        {items.map((item, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            <Box
              sx={{
                flex: 1,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' }
              }}
            >
              {(field.params?.fields ?? []).map((sub) => (
                <Box key={sub.name}>
                  {renderField({
                    field: sub,
                    value: item[sub.name],
                    onChange: (next) => set(index, { ...item, [sub.name]: next }),
                    problems,
                    path: `${index}.${sub.name}`,
                    disabled,
                    dense: true
                  })}
                </Box>
              ))}
            </Box>
            {!disabled && (
              <Tooltip title={t('removeItem')}>
                <IconButton
                  aria-label={t('removeItem')}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            )}
          </Paper>
        ))}
        {!disabled && (
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => onChange([...items, {}])}>
              {t('addItem')}
            </Button>
          </Box>
        )}
      </Stack>
    </FieldFrame>
  )
}
