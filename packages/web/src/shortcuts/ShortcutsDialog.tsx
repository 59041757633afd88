import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography
} from '@mui/material'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SHORTCUT_GROUPS } from './shortcutList'

export interface ShortcutsDialogProps {
  open: boolean
  onClose: () => void
}

/** The keyboard shortcuts (`?`), by where they work, each with what it does in the console's language. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const { t } = useTranslation('palette')
  const titleId = useId()
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
  const keyName = (key: string) => (key === 'Ctrl' && isMac ? '⌘' : key)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="shortcuts"
    >
      <DialogTitle id={titleId}>{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        {SHORTCUT_GROUPS.map((group) => (
          <Box key={group.id} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t(`shortcuts.groups.${group.id}`)}
            </Typography>
            <Table size="small">
              <TableBody>
                {group.shortcuts.map((shortcut) => (
                  <TableRow key={shortcut.id}>
                    <TableCell sx={{ width: 110, whiteSpace: 'nowrap', pl: 0 }}>
                      {shortcut.keys.map((key, index) => (
                        <span key={key}>
                          {index > 0 && ' + '}
                          <Box
                            component="kbd"
                            sx={{
                              px: 0.75,
                              py: 0.25,
                              border: 1,
                              borderColor: 'divider',
                              borderRadius: 1,
                              fontFamily: 'monospace',
                              fontSize: 13
                            }}
                          >
                            {keyName(key)}
                          </Box>
                        </span>
                      ))}
                    </TableCell>
                    <TableCell>{t(`shortcuts.${shortcut.id}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:basic.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
