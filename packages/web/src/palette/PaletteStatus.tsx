import { Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useMenu } from '../api/useMenu'
import { useLang } from '../i18n/useLang'
import { labelText } from '../i18n/labelText'
import type { MenuEntry } from '@tutor-admin/shared'
import type { usePaletteSearch } from './usePaletteSearch'

export interface PaletteStatusProps {
  term: string
  search: ReturnType<typeof usePaletteSearch>
  empty: boolean
}

const nameOf = (menu: MenuEntry[], key: string, lang: Parameters<typeof labelText>[1]): string => {
  for (const entry of menu) {
    if (entry.kind === 'page' && entry.key === key) return labelText(entry.title, lang)
    if (entry.kind === 'group') {
      const found = nameOf(entry.children, key, lang)
      if (found) return found
    }
  }
  return ''
}

/**
 * What the palette says under its results, read out as it changes: why a term cannot be
 * searched, that nothing was found, which big collections a longer term would search.
 */
export function PaletteStatus({ term, search, empty }: PaletteStatusProps) {
  const { t } = useTranslation('palette')
  const { lang } = useLang()
  const { menu } = useMenu()
  const tooShort = (search.answer?.tooShort ?? []).map((key) => nameOf(menu, key, lang)).filter(Boolean)
  const lines: string[] = []
  if (search.problem) lines.push(t(`problem.${search.problem}`))
  else if (search.error) lines.push(t('failed'))
  else if (term !== '' && empty && !search.loading) lines.push(t('nothing'))
  if (tooShort.length) lines.push(t('tooShort', { names: tooShort.join(t('listSeparator')) }))
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      color="text.secondary"
      sx={{ px: 2, py: lines.length ? 1 : 0 }}
    >
      {lines.join(' ')}
    </Typography>
  )
}
