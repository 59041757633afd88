import TranslateIcon from '@mui/icons-material/Translate'
import { Box, Button, Menu, MenuItem } from '@mui/material'
import { LANGS, LOCALES } from '@tutor-admin/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../i18n/useLang'

/** Picks the interface language: text, dates and URL prefix follow without a reload (R-RT-15..17). */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { lang, switchLang } = useLang()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
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
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="language"
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" lang={LOCALES[lang].htmlLang} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t(`lang.${lang}`)}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGS.map((option) => (
          <MenuItem
            key={option}
            selected={option === lang}
            lang={LOCALES[option].htmlLang}
            data-lang={option}
            onClick={() => {
              setAnchor(null)
              switchLang(option)
            }}
          >
            {t(`lang.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
