import { Box, Checkbox, FormControlLabel, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material'
import { bulkEditKind, type EnumDef, type FieldDef } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { FieldWidget } from '../../editor/FieldWidget'
import type { Problems } from '../../fields/fieldProblems'

/** One field's change in the bulk edit form: whether it changes, how (set, add, remove) and with what. */
export interface BulkFieldChoice {
  on: boolean
  mode: 'set' | 'add' | 'remove'
  value: unknown
}

export interface BulkEditFieldRowProps {
  field: FieldDef
  label: string
  choice: BulkFieldChoice
  onChoice: (choice: BulkFieldChoice) => void
  problems: Problems
  disabled: boolean
  enums?: Record<string, EnumDef>
}

/**
 * A field of the bulk edit form (R-LIST-10): a checkbox to change it, then its own widget; a list
 * chooses whether the items picked are added to each record's list or removed from it.
 */
export function BulkEditFieldRow({
  field,
  label,
  choice,
  onChoice,
  problems,
  disabled,
  enums
}: BulkEditFieldRowProps) {
  const { t } = useTranslation('list')
  const list = bulkEditKind(field) === 'list'
  const path = `${choice.mode}.${field.name}`
  return (
    <Box data-field={field.name} data-testid="bulk-edit-field">
      <FormControlLabel
        control={
          <Checkbox
            checked={choice.on}
            disabled={disabled}
            onChange={(event) => onChoice({ ...choice, on: event.target.checked })}
          />
        }
        label={t('bulkEdit.change', { field: label })}
      />
      {choice.on && (
        <Stack spacing={1} sx={{ pl: 4, pb: 1 }}>
          {list && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={choice.mode}
              disabled={disabled}
              aria-label={t('bulkEdit.mode', { field: label })}
              onChange={(_, mode: BulkFieldChoice['mode'] | null) => mode && onChoice({ ...choice, mode })}
            >
              <ToggleButton value="add">{t('bulkEdit.add')}</ToggleButton>
              <ToggleButton value="remove">{t('bulkEdit.remove')}</ToggleButton>
            </ToggleButtonGroup>
          )}
          <FieldWidget
            field={field}
            value={choice.value}
            onChange={(value) => onChoice({ ...choice, value })}
            problems={problems}
            path={path}
            disabled={disabled}
            enums={enums}
          />
        </Stack>
      )}
    </Box>
  )
}
