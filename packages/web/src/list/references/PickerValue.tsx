import {
  Box,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography
} from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PickerOption } from '../../records/references/usePickerOptions'

export interface PickerValueProps {
  options: PickerOption[]
  loading: boolean
  /** Values are typed (a list of plain strings), not chosen. */
  freeText: boolean
  value: string[]
  onChange: (value: string[]) => void
}

const FILTER_FROM = 8

/** The values of a picker condition (in / nin): options to tick, or typed values separated by commas. */
export function PickerValue({ options, loading, freeText, value, onChange }: PickerValueProps) {
  const { t } = useTranslation('list')
  const [find, setFind] = useState('')
  if (freeText)
    return (
      <TextField
        size="small"
        fullWidth
        autoFocus
        label={t('search.conditions')}
        defaultValue={value.join(', ')}
        onBlur={(event) =>
          onChange(
            event.target.value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean)
          )
        }
      />
    )
  const needle = find.trim().toLowerCase()
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id])
  return (
    <Box>
      {options.length > FILTER_FROM && (
        <TextField
          size="small"
          fullWidth
          autoFocus
          label={t('value.filter')}
          value={find}
          onChange={(event) => setFind(event.target.value)}
          sx={{ mb: 1 }}
        />
      )}
      {loading && options.length === 0 && (
        <CircularProgress size={20} aria-label={t('common:basic.loading')} />
      )}
      {!loading && shown.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('value.noOptions')}
        </Typography>
      )}
      <FormGroup sx={{ maxHeight: 260, overflow: 'auto', flexWrap: 'nowrap' }}>
        {shown.map((option) => (
          <FormControlLabel
            key={option.id}
            control={
              <Checkbox size="small" checked={value.includes(option.id)} onChange={() => toggle(option.id)} />
            }
            label={option.label}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </FormGroup>
    </Box>
  )
}
