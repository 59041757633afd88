import { FormControlLabel, Stack, Switch, Typography } from '@mui/material'
import type { EnumDef, FieldDef } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import type { Problems } from '../../fields/fieldProblems'
import type { RecordValues } from '../../fields/recordPlace'
import { fieldLabel, problemText } from '../../fields/fieldLabel'
import { FieldWidget } from '../../editor/FieldWidget'
import { useLang } from '../../i18n/useLang'

export interface ImportOptionsEditorProps {
  /** The fields whose values fill each row that leaves them empty. */
  fields: FieldDef[]
  values: RecordValues
  onValue: (name: string, value: unknown) => void
  /** The field rows may be matched by, and whether they are. */
  matchField?: FieldDef
  matching: boolean
  onMatching: (matching: boolean) => void
  problems: Problems
  disabled: boolean
  enums?: Record<string, EnumDef>
}

/**
 * The import dialog's own editor (R-ED-13), built from the route's `importOptions` with the
 * generated field widgets: values for the rows that leave a field empty, and whether rows update
 * the record with the same value of the match field (an email) when they carry no known `_id`.
 */
export function ImportOptionsEditor({
  fields,
  values,
  onValue,
  matchField,
  matching,
  onMatching,
  problems,
  disabled,
  enums
}: ImportOptionsEditorProps) {
  const { t } = useTranslation('list')
  const { lang } = useLang()
  const matchProblem = problemText(problems.matchBy, t)
  return (
    <Stack
      spacing={2}
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      data-testid="import-options"
    >
      {fields.length > 0 && (
        <>
          <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
            {t('import.optionsTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
            {t('import.optionsHint')}
          </Typography>
          {fields.map((field) => (
            <div key={field.name} data-field={field.name}>
              <FieldWidget
                field={field}
                value={values[field.name]}
                onChange={(value) => onValue(field.name, value)}
                problems={problems}
                path={field.name}
                disabled={disabled}
                enums={enums}
              />
            </div>
          ))}
        </>
      )}
      {matchField && (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={matching}
                onChange={(event) => onMatching(event.target.checked)}
                disabled={disabled}
                slotProps={{ input: { name: 'matchBy' } }}
              />
            }
            label={t('import.matchBy', { field: fieldLabel(matchField, lang, t) })}
          />
          <Typography variant="body2" color={matchProblem ? 'error' : 'text.secondary'} sx={{ ml: 6 }}>
            {matchProblem ?? t('import.matchByHint', { field: fieldLabel(matchField, lang, t) })}
          </Typography>
        </div>
      )}
    </Stack>
  )
}
