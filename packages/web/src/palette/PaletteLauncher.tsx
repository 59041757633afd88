import SearchIcon from '@mui/icons-material/Search'
import { Box, ButtonBase, IconButton, Tooltip, useMediaQuery, useTheme } from '@mui/material'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ShortcutsDialog } from '../shortcuts/ShortcutsDialog'
import { useGlobalShortcuts } from '../shortcuts/useGlobalShortcuts'
import { CommandPalette } from './CommandPalette'
import { usePaletteStore } from './paletteStore'

/**
 * The top bar's search field: opens the command palette (also Ctrl+K, ⌘K on a Mac); on a phone a
 * search button. Holds the palette and the keyboard shortcuts help (`?`) for every page.
 */
export function PaletteLauncher() {
  const { t } = useTranslation('palette')
  const theme = useTheme()
  const narrow = useMediaQuery(theme.breakpoints.down('md'))
  const { open, help, setOpen, setHelp } = usePaletteStore()
  useGlobalShortcuts({ onPalette: () => setOpen(true), onHelp: () => setHelp(true) })
  // Known only in the browser: the server-rendered page says Ctrl, and a Mac's console then ⌘.
  const [isMac, setIsMac] = useState(false)
  useEffect(() => setIsMac(/Mac|iPhone|iPad/.test(navigator.platform)), [])
  return (
    <>
      {narrow ? (
        <Tooltip title={t('open')}>
          <IconButton
            color="inherit"
            onClick={() => setOpen(true)}
            aria-label={t('open')}
            data-testid="palette-open"
          >
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={t('open')}
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="palette-open"
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'flex-start',
            width: { md: 200, lg: 260 },
            height: 36,
            px: 1.5,
            borderRadius: 1,
            color: 'inherit',
            bgcolor: 'rgba(255, 255, 255, 0.15)',
            '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.25)' }
          }}
        >
          <SearchIcon fontSize="small" />
          <Box component="span" sx={{ flexGrow: 1, textAlign: 'left', fontSize: 14 }}>
            {t('placeholderShort')}
          </Box>
          <Box component="kbd" aria-hidden sx={{ fontFamily: 'monospace', fontSize: 12 }}>
            {isMac ? '⌘K' : 'Ctrl K'}
          </Box>
        </ButtonBase>
      )}
      {open && <CommandPalette open={open} onClose={() => setOpen(false)} />}
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </>
  )
}
