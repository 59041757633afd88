import SaveIcon from '@mui/icons-material/SaveOutlined'
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material'
import { LANGS, LOCALES, type Lang } from '@tutor-admin/shared'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../api/useSchemas'
import { showError } from '../errors/showError'
import { fieldProblemsOf } from '../errors/fieldProblemsOf'
import { problemText } from '../fields/fieldLabel'
import type { Problems } from '../fields/fieldProblems'
import { textsByLang } from '../fields/multiLangValue'
import type { Attachment } from './attachment'
import type { MediaChanges } from './useMediaEdits'

export interface MediaEditFormProps {
  item: Attachment
  save: (item: Attachment, changes: MediaChanges) => Promise<void>
}

/** The alt texts to send: each language with text, and each that had text and was cleared. */
const altOf = (before: Record<Lang, string>, texts: Record<Lang, string>) =>
  LANGS.filter((lang) => texts[lang].trim() || before[lang]).map((lang) => ({
    lang,
    value: texts[lang].trim()
  }))

/**
 * A file's name and its alt text in each language (cht, chs, en), saved together with PATCH; what
 * the server refuses is said under the box it is about. Each alt text counts its characters
 * against the catalogue's limit.
 */
export function MediaEditForm({ item, save }: MediaEditFormProps) {
  const { t } = useTranslation('media')
  const id = useId()
  const fields = useSchemas().data?.schemas.attachments?.fields
  const maxAlt = fields?.find((field) => field.name === 'alt')?.params?.maxLength
  const before = textsByLang(item.alt)
  const [name, setName] = useState(item.name ?? '')
  const [texts, setTexts] = useState(before)
  const [problems, setProblems] = useState<Problems>({})
  const [saving, setSaving] = useState(false)
  const dirty = name !== (item.name ?? '') || LANGS.some((lang) => texts[lang] !== before[lang])

  const over = (lang: Lang) => maxAlt !== undefined && texts[lang].trim().length > maxAlt
  const nameProblem = problemText(problems.name, t)
  const altProblem = problemText(problems.alt, t)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!dirty || saving) return
    const changes: MediaChanges = { alt: altOf(before, texts) }
    if (name.trim() !== item.name) changes.name = name.trim()
    setSaving(true)
    try {
      await save(item, changes)
      setProblems({})
    } catch (error) {
      const found = fieldProblemsOf(error)
      setProblems(found)
      if (Object.keys(found).length === 0) showError(error, { service: 'attachments' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="media-edit" aria-labelledby={`${id}-h`}>
      <Typography id={`${id}-h`} component="h4" variant="caption" color="text.secondary">
        {t('edit.title')}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        <TextField
          size="small"
          label={t('details.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setProblems(({ name: _name, ...rest }) => rest)
          }}
          required
          error={Boolean(nameProblem)}
          helperText={nameProblem}
          slotProps={{ htmlInput: { 'data-testid': 'media-edit-name' } }}
        />
        <Box
          role="group"
          aria-label={t('edit.alt')}
          aria-describedby={altProblem ? `${id}-alt` : undefined}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {LANGS.map((lang) => (
            <TextField
              key={lang}
              size="small"
              multiline
              minRows={1}
              maxRows={4}
              label={t('details.alt', { lang: t(`common:lang.${lang}`) })}
              value={texts[lang]}
              onChange={(event) => {
                setTexts((current) => ({ ...current, [lang]: event.target.value }))
                setProblems(({ alt: _alt, ...rest }) => rest)
              }}
              error={over(lang) || Boolean(altProblem)}
              // How long the text is against the limit, red once over it: the server says why on save.
              helperText={maxAlt ? `${texts[lang].trim().length} / ${maxAlt}` : undefined}
              slotProps={{
                htmlInput: { lang: LOCALES[lang].htmlLang, 'data-testid': `media-edit-alt-${lang}` },
                formHelperText: { sx: { textAlign: 'end' } } as object
              }}
            />
          ))}
          {altProblem && (
            <FormHelperText error id={`${id}-alt`} data-testid="media-edit-alt-error">
              {altProblem}
            </FormHelperText>
          )}
        </Box>
        <Box>
          <Button
            type="submit"
            variant="outlined"
            size="small"
            startIcon={<SaveIcon />}
            disabled={!dirty || saving}
            data-testid="media-edit-save"
          >
            {t('common:basic.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
