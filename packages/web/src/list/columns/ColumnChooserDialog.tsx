import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp'
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Typography
} from '@mui/material'
import type { FieldDef, ListColumnChoice } from '@tutor-admin/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogProps } from '../../layout/dialogStore'
import { useAppStore } from '../../state/appStore'
import type { ListColumn } from '../../records/columns/buildColumns'
import { chosenColumnsOf, columnChoicesOf, moveChoice, toggleChoice } from './columnChoices'
import { columnLabel } from '../../records/columns/columnLabel'

export interface ColumnChooserDialogProps {
  /** Every field the list may show (`columnFields`). */
  fields: FieldDef[]
  /** The list's columns now, in order. */
  columns: ListColumn[]
  /** Those of them left out to fit the width. */
  hiddenToFit?: string[]
}

/** The chooser's answer: the columns to keep, or `reset` for the list's own. */
export type ColumnChooserResult = ListColumnChoice[] | 'reset'

/**
 * The column chooser of a list: every field the person may read, the shown ones
 * ticked and first in their order, then those left out to fit the width, saying so; tick to show
 * or hide, drag a line or use its arrows to move it, or go back to the list's own columns.
 */
export function ColumnChooserDialog({
  open,
  close,
  fields,
  columns,
  hiddenToFit
}: DialogProps<ColumnChooserResult> & ColumnChooserDialogProps) {
  const { t } = useTranslation('list')
  const lang = useAppStore((state) => state.locale)
  const id = useId()
  const [choices, setChoices] = useState(() => columnChoicesOf(fields, columns, hiddenToFit))
  const [dragged, setDragged] = useState<number>()
  const shownCount = choices.filter((choice) => choice.shown).length
  return (
    <Dialog open={open} onClose={() => close()} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('columns.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: 1, py: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, pt: 1.5, pb: 0.5 }}>
          {t('columns.hint')}
        </Typography>
        <List dense data-testid="column-chooser">
          {choices.map((choice, index) => {
            const label = columnLabel(choice, lang, t)
            const lastShown = choice.shown && shownCount === 1
            return (
              <ListItem
                key={choice.name}
                data-testid="column-choice"
                data-field={choice.name}
                data-shown={choice.shown}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move'
                  setDragged(index)
                }}
                onDragOver={(event) => {
                  if (dragged === undefined) return
                  event.preventDefault()
                  if (dragged !== index) {
                    setChoices((now) => moveChoice(now, dragged, index))
                    setDragged(index)
                  }
                }}
                onDragEnd={() => setDragged(undefined)}
                onDrop={(event) => event.preventDefault()}
                sx={{
                  gap: 0.5,
                  pl: 0,
                  pr: 0,
                  borderRadius: 1,
                  bgcolor: dragged === index ? 'action.selected' : undefined
                }}
              >
                <DragIndicatorIcon
                  fontSize="small"
                  aria-hidden
                  sx={{ color: 'text.disabled', cursor: 'grab', flex: 'none' }}
                />
                <Box
                  component="label"
                  sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, cursor: 'pointer' }}
                >
                  <Checkbox
                    size="small"
                    checked={choice.shown}
                    disabled={lastShown}
                    onChange={() => setChoices((now) => toggleChoice(now, choice.name))}
                    sx={{ p: 0.75 }}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" noWrap>
                      {label}
                    </Typography>
                    {choice.leftOut && (
                      <Typography variant="caption" color="text.secondary" component="div" noWrap>
                        {t('columns.leftOut')}
                      </Typography>
                    )}
                  </Box>
                </Box>
                <IconButton
                  size="small"
                  aria-label={t('columns.moveUp', { column: label })}
                  disabled={index === 0}
                  onClick={() => setChoices((now) => moveChoice(now, index, index - 1))}
                  data-testid="column-up"
                >
                  <KeyboardArrowUpIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('columns.moveDown', { column: label })}
                  disabled={index === choices.length - 1}
                  onClick={() => setChoices((now) => moveChoice(now, index, index + 1))}
                  data-testid="column-down"
                >
                  <KeyboardArrowDownIcon fontSize="small" />
                </IconButton>
              </ListItem>
            )
          })}
        </List>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => close('reset')} data-testid="columns-reset" sx={{ mr: 'auto' }}>
          {t('columns.reset')}
        </Button>
        <Button onClick={() => close()}>{t('common:basic.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => close(chosenColumnsOf(choices))}
          data-testid="columns-save"
        >
          {t('columns.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
