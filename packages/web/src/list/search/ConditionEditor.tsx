import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material'
import {
  LANGS,
  UI_CONSTANTS,
  type FieldDef,
  type SearchCondition,
  type SearchKind
} from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { PickerValue } from '../references/PickerValue'
import { TypedValue } from './TypedValue'
import type { PickerOption } from '../../records/references/usePickerOptions'

export interface ConditionEditorProps {
  condition: SearchCondition
  field: FieldDef
  kind: SearchKind
  picker: { options: PickerOption[]; loading: boolean; freeText: boolean }
  /** The values that change. */
  onChange: (values: Partial<Pick<SearchCondition, 'value1' | 'value2'>>) => void
}

/** The value popup of a search chip, 200 px wide (R-SRCH-11), with an editor per kind of field. */
export function ConditionEditor({ condition, field, kind, picker, onChange }: ConditionEditorProps) {
  const { t } = useTranslation('list')
  const { value1, value2 } = condition
  let editor
  if (condition.cond === 'missingLang')
    editor = (
      <RadioGroup
        value={typeof value1 === 'string' ? value1 : ''}
        onChange={(event) => onChange({ value1: event.target.value || null })}
      >
        <FormControlLabel value="" control={<Radio size="small" />} label={t('value.any')} />
        {LANGS.map((lang) => (
          <FormControlLabel
            key={lang}
            value={lang}
            control={<Radio size="small" />}
            label={t(`common:lang.${lang}`)}
          />
        ))}
      </RadioGroup>
    )
  else if (kind === 'checkbox' || condition.cond === 'machine')
    editor = (
      <RadioGroup
        value={value1 === true ? 'true' : value1 === false ? 'false' : ''}
        onChange={(event) =>
          onChange({ value1: event.target.value === '' ? null : event.target.value === 'true' })
        }
      >
        <FormControlLabel value="" control={<Radio size="small" />} label={t('value.any')} />
        <FormControlLabel value="true" control={<Radio size="small" />} label={t('yes')} />
        <FormControlLabel value="false" control={<Radio size="small" />} label={t('no')} />
      </RadioGroup>
    )
  else if (kind === 'picker')
    editor = (
      <PickerValue
        {...picker}
        value={Array.isArray(value1) ? (value1 as string[]) : []}
        onChange={(chosen) => onChange({ value1: chosen })}
      />
    )
  else if (condition.cond === 'inRange')
    editor = (
      <Stack spacing={1.5}>
        <TypedValue
          kind={kind}
          field={field}
          label={t('value.from')}
          value={value1}
          onChange={(value) => onChange({ value1: value })}
          autoFocus
        />
        <TypedValue
          kind={kind}
          field={field}
          label={t('value.to')}
          value={value2}
          onChange={(value) => onChange({ value2: value })}
        />
      </Stack>
    )
  else
    editor = (
      <TypedValue
        kind={kind}
        field={field}
        label={t(`opNames.${condition.cond}`)}
        value={value1}
        onChange={(value) => onChange({ value1: value })}
        autoFocus
      />
    )
  return (
    <Box
      sx={{ width: UI_CONSTANTS.searchPopupWidth, p: 1.5, boxSizing: 'border-box' }}
      data-testid="condition-editor"
    >
      {editor}
      <Button size="small" sx={{ mt: 1 }} onClick={() => onChange({ value1: null, value2: null })}>
        {t('value.clear')}
      </Button>
    </Box>
  )
}
