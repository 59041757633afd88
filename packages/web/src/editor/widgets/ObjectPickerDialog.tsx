import CheckBoxIcon from '@mui/icons-material/CheckBox'
import CheckBoxBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank'
import RadioCheckedIcon from '@mui/icons-material/RadioButtonChecked'
import RadioBlankIcon from '@mui/icons-material/RadioButtonUnchecked'
import SearchIcon from '@mui/icons-material/Search'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TablePagination,
  TextField,
  Typography,
  useMediaQuery,
  useTheme
} from '@mui/material'
import { UI_CONSTANTS, type FieldDef } from '@tutor-admin/shared'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { showError } from '../../errors/showError'
import { useLang } from '../../i18n/useLang'
import type { DialogProps } from '../../layout/dialogStore'
import { PICKER_PAGE_SIZE, useObjectPicker } from './useObjectPicker'

export interface ObjectPickerDialogProps {
  field: FieldDef
  label: string
  multiple: boolean
  selected: string[]
}

/**
 * The object picker (R-WID-01, R-WID-02): search and pages over the referenced records; Confirm
 * closes with the selection, Cancel closes leaving the field as it was.
 */
export function ObjectPickerDialog({
  open,
  close,
  field,
  label,
  multiple,
  selected
}: DialogProps<string[]> & ObjectPickerDialogProps) {
  const { t } = useTranslation('media')
  const { lang } = useLang()
  const id = useId()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down(UI_CONSTANTS.mobileBreakpoint))
  const picker = useObjectPicker({ field, multiple, selected, lang })
  useEffect(() => {
    if (picker.error) showError(picker.error)
  }, [picker.error])
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { 'data-testid': 'object-picker' } as object }}
    >
      <DialogTitle id={`${id}-title`}>{t('picker.title', { label })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', minHeight: 360 }}>
        <TextField
          size="small"
          value={picker.searchText}
          onChange={(event) => picker.setSearch(event.target.value)}
          placeholder={t('picker.search')}
          autoFocus
          sx={{ m: 2, mb: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': t('picker.search'), 'data-testid': 'picker-search', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              )
            }
          }}
        />
        {picker.loading ? (
          <LinearProgress aria-label={t('common:basic.loading')} />
        ) : (
          <div style={{ height: 4 }} />
        )}
        <List
          dense
          component="div"
          role="listbox"
          aria-multiselectable={multiple}
          aria-label={label}
          sx={{ flex: 1, overflow: 'auto' }}
          data-testid="picker-items"
        >
          {picker.items.map((item) => {
            const chosen = picker.selection.includes(item.id)
            const Mark = multiple
              ? chosen
                ? CheckBoxIcon
                : CheckBoxBlankIcon
              : chosen
                ? RadioCheckedIcon
                : RadioBlankIcon
            return (
              <ListItemButton
                key={item.id}
                selected={chosen}
                onClick={() => picker.toggle(item.id)}
                data-testid="picker-item"
                data-id={item.id}
                role="option"
                aria-selected={chosen}
              >
                <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
                  <Mark color={chosen ? 'primary' : 'action'} />
                </ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            )
          })}
          {!picker.loading && picker.items.length === 0 && (
            <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
              {t('common:basic.no_results')}
            </Typography>
          )}
        </List>
        <TablePagination
          component="div"
          count={picker.total}
          page={picker.page}
          onPageChange={(_, page) => picker.setPage(page)}
          rowsPerPage={PICKER_PAGE_SIZE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) => t('picker.range', { from, to, count })}
          getItemAriaLabel={(type) => t(`picker.${type}Page`)}
        />
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }} aria-live="polite">
          {t('selectedCount', { count: picker.selection.length })}
        </Typography>
        {picker.selection.length > 0 && (
          <Button onClick={picker.clear} data-testid="picker-clear">
            {t('picker.clear')}
          </Button>
        )}
        <Button onClick={() => close()} data-testid="picker-cancel">
          {t('common:basic.cancel')}
        </Button>
        <Button variant="contained" onClick={() => close(picker.selection)} data-testid="picker-confirm">
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
