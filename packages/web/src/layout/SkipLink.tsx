import { Link } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** The first stop of the keyboard: jumps past the menu to the page content. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <Link
      href="#main-content"
      onClick={(event) => {
        event.preventDefault()
        document.getElementById('main-content')?.focus()
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 2,
        p: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 }
      }}
    >
      {t('layout.skipToContent')}
    </Link>
  )
}
