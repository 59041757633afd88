import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import { Box, Button, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material'
import type { FieldDef } from '@tutor-admin/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../../fields/FieldFrame'
import type { WidgetProps } from '../../fields/widgetProps'

/** Renders one part of a field with its own widget (given by the editor, so parts nest any widget). */
export type SubFieldRenderer = (part: {
  field: FieldDef
  value: unknown
  onChange: (value: unknown) => void
  /** Where its problems are, among the field's. */
  path: string
}) => ReactNode

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** A person's name as its two parts, family name first (R-SCH-13). */
export function PersonWidget(props: WidgetProps) {
  const { field, value, onChange, disabled } = props
  const { t } = useTranslation('profile')
  const parts = typeof value === 'string' ? { firstName: value } : asObject(value)
  const set = (part: string, text: string) => onChange({ ...parts, [part]: text })
  return (
    <FieldFrame {...props}>
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

interface SubFieldsProps {
  fields: FieldDef[]
  object: Record<string, unknown>
  onChange: (object: Record<string, unknown>) => void
  /** The object's path among the field's problems ('' for the field's own object). */
  prefix: string
  renderField: SubFieldRenderer
}

/** An object's parts, each with its own widget. */
function SubFields({ fields, object, onChange, prefix, renderField }: SubFieldsProps) {
  return fields.map((sub) => (
    <Box key={sub.name}>
      {renderField({
        field: sub,
        value: object[sub.name],
        onChange: (next) => onChange({ ...object, [sub.name]: next }),
        path: prefix + sub.name
      })}
    </Box>
  ))
}

/** An object's sub-fields, each with its own widget. */
export function ObjectWidget({ renderField, ...props }: PartsProps) {
  return (
    <FieldFrame {...props}>
      <Stack spacing={2}>
        <SubFields
          fields={props.field.params?.fields ?? []}
          object={asObject(props.value)}
          onChange={props.onChange}
          prefix=""
          renderField={renderField}
        />
      </Stack>
    </FieldFrame>
  )
}

/** A list of objects (R-ED-05): a row of sub-fields per item, items added and removed in place. */
export function ObjectsWidget({ renderField, ...props }: PartsProps) {
  const { field, value, onChange, disabled } = props
  const { t } = useTranslation('editor')
  const items = Array.isArray(value) ? value.map(asObject) : []
  const set = (index: number, item: Record<string, unknown>) =>
    onChange(items.map((old, at) => (at === index ? item : old)))
  return (
    <FieldFrame {...props}>
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
              <SubFields
                fields={field.params?.fields ?? []}
                object={item}
                onChange={(next) => set(index, next)}
                prefix={`${index}.`}
                renderField={renderField}
              />
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
