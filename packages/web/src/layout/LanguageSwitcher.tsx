import TranslateIcon from '@mui/icons-material/Translate'
import { Box, Button } from '@mui/material'
import { LOCALES } from '@tutor-admin/shared/locale/locales'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../i18n/useLang'

const loadMenu = () => import('./LanguageMenu')

/** The menu's code (MUI's menu, popover and modal) loads when the button is first pointed at or opened. */
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })))

/** Picks the interface language: text, dates and URL prefix follow without a reload (R-RT-15..17). */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { lang, switchLang } = useLang()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [used, setUsed] = useState(false)
  const menuId = useId()
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('layout.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setUsed(true)
          setAnchor(event.currentTarget)
        }}
        data-testid="language"
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" lang={LOCALES[lang].htmlLang} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t(`lang.${lang}`)}
        </Box>
      </Button>
      {used && (
        <Suspense>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            lang={lang}
            onClose={() => setAnchor(null)}
            onPick={(option) => {
              setAnchor(null)
              switchLang(option)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
