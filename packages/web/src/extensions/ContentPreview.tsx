import { Alert, Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material'
import { LANGS, LOCALES, type Lang } from '@tutor-admin/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldLabel } from '../fields/fieldLabel'
import { useLang } from '../i18n/useLang'
import { SafeHtml } from '../records/rows/SafeHtml'
import type { EditExtensionProps } from './extension.types'
import { previewOf, type PreviewPart } from './previewParts'

function PartText({ part }: { part: PreviewPart }) {
  return part.rich ? <SafeHtml html={part.text} reading /> : <Typography>{part.text}</Typography>
}

/**
 * `contentPreview` (R-ED-12): below the editor, the record as readers of each language see it,
 * unsaved changes included: its title as a heading and its rich text as cleaned HTML, with a note
 * where a language has no text of its own.
 */
export function ContentPreview({ route, values }: EditExtensionProps) {
  const { t } = useTranslation('editor')
  const { lang: interfaceLang } = useLang()
  const [lang, setLang] = useState<Lang>(interfaceLang)
  const preview = previewOf(route.collection.fields, values, lang)
  const langName = t(`common:lang.${lang}`)
  const note = (part: PreviewPart) =>
    part.fallback && (
      <Alert severity={part.text ? 'warning' : 'info'} sx={{ my: 1 }} data-testid="preview-missing">
        {part.text ? t('preview.fallback', { lang: langName }) : t('preview.empty', { lang: langName })}
      </Alert>
    )
  return (
    <Card
      variant="outlined"
      sx={{ mt: 2 }}
      data-testid="content-preview"
      component="section"
      aria-labelledby="content-preview-title"
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="content-preview-title" component="h2" variant="h6">
          {t('preview.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('preview.hint')}
        </Typography>
        <Tabs
          value={lang}
          onChange={(_event, next: Lang) => setLang(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mt: 1, mb: 2, borderBottom: 1, borderColor: 'divider' }}
          aria-label={t('preview.languages')}
        >
          {LANGS.map((item) => (
            <Tab
              key={item}
              value={item}
              label={t(`common:lang.${item}`)}
              lang={LOCALES[item].htmlLang}
              data-lang={item}
            />
          ))}
        </Tabs>
        <Box lang={LOCALES[lang].htmlLang} data-testid="preview-body">
          {preview.heading && (
            <>
              <Typography component="h3" variant="h5" sx={{ fontWeight: 600 }} data-testid="preview-heading">
                {preview.heading.text}
              </Typography>
              {note(preview.heading)}
            </>
          )}
          {preview.parts.map((part) => (
            <Box key={part.field.name} sx={{ mt: 2 }} data-field={part.field.name}>
              <Typography variant="overline" color="text.secondary" component="div">
                {fieldLabel(part.field, interfaceLang, t)}
              </Typography>
              {note(part)}
              <PartText part={part} />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  )
}
