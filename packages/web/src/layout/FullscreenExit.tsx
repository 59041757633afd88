import FullscreenExitIcon from '@mui/icons-material/FullscreenExit'
import { Fab } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../state/appStore'

/** The way out of fullscreen mode, which hides the top bar and the menu (R-LAY-12). */
export function FullscreenExit() {
  const { t } = useTranslation()
  const setFullscreen = useAppStore((state) => state.setFullscreen)
  return (
    <Fab
      size="medium"
      color="primary"
      aria-label={t('layout.exitFullscreen')}
      title={t('layout.exitFullscreen')}
      data-testid="exit-fullscreen"
      onClick={() => setFullscreen(false)}
      sx={{ position: 'fixed', right: 16, bottom: 16 }}
    >
      <FullscreenExitIcon />
    </Fab>
  )
}
