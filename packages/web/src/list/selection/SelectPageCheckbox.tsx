import { Checkbox, type SxProps, type Theme } from '@mui/material'
import type { SelectionState } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'

export interface SelectPageCheckboxProps {
  state: SelectionState
  disabled: boolean
  onToggle: () => void
  sx?: SxProps<Theme>
}

/** The heading checkbox: selects or clears the rows of the page (R-PAGE-08). */
export function SelectPageCheckbox({ state, disabled, onToggle, sx }: SelectPageCheckboxProps) {
  const { t } = useTranslation('list')
  return (
    <Checkbox
      checked={state === 'pageAll' || state === 'all'}
      indeterminate={state === 'pageSome'}
      disabled={disabled}
      onChange={onToggle}
      slotProps={{ input: { 'aria-label': t('selection.selectPage') } }}
      data-testid="select-page"
      sx={sx}
    />
  )
}
