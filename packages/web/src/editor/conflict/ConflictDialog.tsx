import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Radio,
  Stack,
  Typography,
  useMediaQuery,
  useTheme
} from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../../state/appStore'
import { fieldLabel } from '../../fields/fieldLabel'
import type { ConflictItem, Side } from './conflictItems'
import { ConflictValue } from './ConflictValue'

export interface ConflictDialogProps {
  items: ConflictItem[]
  saving: boolean
  onSave: (choices: Record<string, Side>) => void
  onCancel: () => void
}

/**
 * Someone else saved the record while this form was open: each value that differs, mine beside
 * theirs, keeps one of the two (translatable text per language); saving sends the merge on top of
 * their version. On a phone it takes the screen and the two sides stack.
 */
export function ConflictDialog({ items, saving, onSave, onCancel }: ConflictDialogProps) {
  const { t } = useTranslation('editor')
  const lang = useAppStore((state) => state.locale)
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down(UI_CONSTANTS.mobileBreakpoint))
  const id = useId()
  const [choices, setChoices] = useState<Record<string, Side>>({})
  const chosen = (item: ConflictItem) => choices[item.key] ?? item.proposed
  const choose = (item: ConflictItem, side: Side) =>
    setChoices((current) => ({ ...current, [item.key]: side }))
  const label = (item: ConflictItem) =>
    item.lang
      ? `${fieldLabel(item.field, lang, t)} · ${t(`conflict.lang.${item.lang}`)}`
      : fieldLabel(item.field, lang, t)

  const side = (item: ConflictItem, which: Side) => (
    <Box
      component="label"
      sx={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        gap: 1,
        p: 1.5,
        border: 1,
        borderRadius: 1,
        cursor: 'pointer',
        borderColor: chosen(item) === which ? 'primary.main' : 'divider',
        bgcolor: chosen(item) === which ? 'action.selected' : undefined
      }}
    >
      <Radio
        size="small"
        checked={chosen(item) === which}
        onChange={() => choose(item, which)}
        name={`${id}-${item.key}`}
        sx={{ p: 0, alignSelf: 'flex-start' }}
        slotProps={{ input: { 'data-testid': `conflict-${which}` } as object }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t(which === 'mine' ? 'conflict.keepMine' : 'conflict.keepTheirs')}
        </Typography>
        <ConflictValue item={item} value={item[which]} />
      </Box>
    </Box>
  )

  return (
    <Dialog
      open
      onClose={() => !saving && onCancel()}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { 'data-testid': 'conflict-view' } as object }}
    >
      <DialogTitle id={`${id}-title`}>{t('conflict.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('conflict.intro')}
        </Typography>
        <Stack spacing={2.5}>
          {items.map((item) => (
            <Box key={item.key} data-testid="conflict-item" data-key={item.key}>
              <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
                <Typography variant="subtitle2">{label(item)}</Typography>
                {item.both && (
                  <Chip size="small" color="warning" variant="outlined" label={t('conflict.both')} />
                )}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {side(item, 'mine')}
                {side(item, 'theirs')}
              </Stack>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving} data-testid="conflict-cancel">
          {t('common:basic.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={saving}
          onClick={() => onSave(choices)}
          data-testid="conflict-save"
        >
          {t('conflict.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
