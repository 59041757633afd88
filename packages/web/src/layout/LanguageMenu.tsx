import { Menu, MenuItem } from '@mui/material'
import { LANGS, LOCALES, type Lang } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'

export interface LanguageMenuProps {
  id: string
  anchor: HTMLElement | null
  lang: Lang
  onClose: () => void
  onPick: (lang: Lang) => void
}

/** The languages to pick from, under the language button. */
export function LanguageMenu({ id, anchor, lang, onClose, onPick }: LanguageMenuProps) {
  const { t } = useTranslation()
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGS.map((option) => (
        <MenuItem
          key={option}
          selected={option === lang}
          lang={LOCALES[option].htmlLang}
          data-lang={option}
          onClick={() => onPick(option)}
        >
          {t(`lang.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  )
}
