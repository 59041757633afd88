import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import { Box, Stack, Typography } from '@mui/material'
import { LANGS, LOCALES } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { columnLabel } from '../records/columns/columnLabel'
import type { ExpandExtensionProps } from './extension.types'
import { translationGaps } from './translationGaps'

/**
 * `translationStatus` (R-ED-12): under an expanded row, which of its translatable texts lack
 * Traditional Chinese, Simplified Chinese or English, so that staff see what is left to translate
 * without opening the record.
 */
export function TranslationStatus({ route, row, context }: ExpandExtensionProps) {
  const { t } = useTranslation('list')
  const gaps = translationGaps(route.collection.fields, row)
  if (gaps.length === 0) return null
  const missing = gaps.reduce((count, gap) => count + gap.missing.length, 0)
  return (
    <Box component="section" sx={{ pb: 1.5 }} data-testid="translation-status" data-missing={missing}>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ m: 0 }}>
        {t('translations.title')}
      </Typography>
      <Typography
        variant="body2"
        sx={{ mb: 1, fontWeight: 600 }}
        color={missing ? 'warning.dark' : 'success.dark'}
      >
        {missing ? t('translations.missing', { count: missing }) : t('translations.complete')}
      </Typography>
      <Stack spacing={0.75}>
        {gaps.map(({ field, missing: lacking }) => (
          <Stack
            key={field.name}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ alignItems: { sm: 'center' }, columnGap: 1.5, rowGap: 0.25 }}
            data-field={field.name}
          >
            <Typography variant="body2" sx={{ minWidth: { sm: 96 } }}>
              {columnLabel({ name: field.name, field }, context.lang, t)}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
              {LANGS.map((lang) => {
                const lacks = lacking.includes(lang)
                const name = t(`common:lang.${lang}`)
                return (
                  <Stack
                    key={lang}
                    direction="row"
                    spacing={0.5}
                    sx={{ alignItems: 'center', color: lacks ? 'warning.dark' : 'success.dark' }}
                    data-lang={lang}
                    data-missing={lacks}
                    aria-label={t(lacks ? 'translations.lacks' : 'translations.has', { lang: name })}
                    role="img"
                  >
                    {lacks ? <ErrorOutlineIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />}
                    <Typography variant="body2" component="span" lang={LOCALES[lang].htmlLang}>
                      {name}
                    </Typography>
                  </Stack>
                )
              })}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}
