import { Badge, Box, Button, Chip, Stack, Tab, Tabs, TextField } from '@mui/material'
import { LANGS, LOCALES, UI_CONSTANTS, type Lang } from '@tutor-admin/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../i18n/useLang'
import { FieldFrame } from '../../fields/FieldFrame'
import { CHINESE_PAIR, convertChinese, isChinese } from './convertChinese'
import { confirmed, machineLangs, missingLangs, textsByLang, withText } from '../../fields/multiLangValue'
import { LazyRichText } from './RichTextWidget'
import type { WidgetProps } from '../../fields/widgetProps'

export interface MultiLangBoxProps extends WidgetProps {
  rich: boolean
}

/**
 * Translatable text: a tab per language (en, cht, chs), starting on the interface's, and a red dot
 * counting the languages still without text (R-WID-10).
 */
export function MultiLangBox({ rich, ...props }: MultiLangBoxProps) {
  const { field, value, onChange, label, disabled } = props
  const { t } = useTranslation('editor')
  const { lang } = useLang()
  const [shown, setShown] = useState<Lang>(lang)
  const texts = textsByLang(value)
  const missing = missingLangs(value)
  const heading = (
    <>
      {label}
      {missing > 0 && (
        <Badge
          color="error"
          badgeContent={missing}
          data-testid="missing-langs"
          aria-label={t('missingLangs', { count: missing })}
          sx={{ mx: 1.5 }}
        />
      )}
    </>
  )
  const set = (text: string) => onChange(withText(value, shown, text))
  const converted = machineLangs(value)
  const other = isChinese(shown) ? CHINESE_PAIR[shown] : undefined
  const fillOther = async () => {
    if (!isChinese(shown) || !other) return
    onChange(withText(value, other, await convertChinese(texts[shown], shown), true))
  }
  return (
    <FieldFrame {...props} label={heading}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Tabs
          value={shown}
          onChange={(_, next: Lang) => setShown(next)}
          variant="scrollable"
          sx={{ minHeight: 40 }}
        >
          {LANGS.map((item) => (
            <Tab
              key={item}
              value={item}
              sx={{ minHeight: 40, py: 0 }}
              label={
                <Badge color="error" variant="dot" invisible={texts[item].trim() !== ''}>
                  <Box component="span" sx={{ pr: 1 }}>
                    {t(`common:lang.${item}`)}
                    {converted.has(item) && ' *'}
                  </Box>
                </Badge>
              }
            />
          ))}
        </Tabs>
        <Box sx={{ p: rich ? 0 : 1.5 }}>
          {rich ? (
            <LazyRichText
              key={shown}
              value={texts[shown]}
              onChange={set}
              disabled={disabled}
              label={`${label} (${t(`common:lang.${shown}`)})`}
            />
          ) : (
            <TextField
              name={`${field.name}.${shown}`}
              value={texts[shown]}
              onChange={(event) => set(event.target.value)}
              multiline={Boolean(field.params?.multiline)}
              minRows={field.params?.multiline ? UI_CONSTANTS.textAreaRows.normal : undefined}
              disabled={disabled}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: {
                  'aria-label': `${label} (${t(`common:lang.${shown}`)})`,
                  lang: LOCALES[shown].htmlLang
                }
              }}
            />
          )}
        </Box>
        {!disabled && (other || converted.has(shown)) && (
          <Stack direction="row" spacing={1} sx={{ px: 1.5, pb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {converted.has(shown) && (
              <>
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={t('converted')}
                  data-testid="converted-mark"
                />
                <Button size="small" onClick={() => onChange(confirmed(value, shown))}>
                  {t('confirmConverted')}
                </Button>
              </>
            )}
            {other && texts[shown].trim() !== '' && (
              <Button size="small" onClick={() => void fillOther()}>
                {t('fillFrom', { to: t(`common:lang.${other}`), from: t(`common:lang.${shown}`) })}
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </FieldFrame>
  )
}
