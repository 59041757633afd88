import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import {
  Box,
  Chip,
  IconButton,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme
} from '@mui/material'
import { LOCALES, UI_CONSTANTS } from '@tutor-admin/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSchemas } from '../../api/useSchemas'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { PageContainer } from '../../layout/PageContainer'
import { usePageTitle } from '../../state/usePageTitle'
import { listRouteByName } from '../../records/listRoute'
import { monthWeeks, type CalendarMark } from './calendarMonth'
import { CalendarWarnings } from './CalendarWarnings'
import { useCalendar } from './useCalendar'

/**
 * The publishing calendar: a month with every news item, ad, campaign and event placed on the
 * days it is published and taken down (a click opens its editor), with warnings of ads sharing a
 * slot at overlapping times and of campaigns past their end. Phones list the marked days.
 */
export function CalendarPage() {
  const { t } = useTranslation('dashboard')
  const { lang, to } = useLang()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down(UI_CONSTANTS.mobileBreakpoint))
  const navigate = useNavigate()
  const { data: schemas } = useSchemas()
  usePageTitle(t('calendar.title'))
  const [month, setMonth] = useState(() => ({ year: new Date().getFullYear(), month: new Date().getMonth() }))
  const calendar = useCalendar(month.year, month.month, lang)
  const weeks = monthWeeks(month.year, month.month)
  const shift = (by: number) =>
    setMonth(({ year, month: current }) => {
      const next = new Date(year, current + by, 1)
      return { year: next.getFullYear(), month: next.getMonth() }
    })
  const title = new Intl.DateTimeFormat(LOCALES[lang].htmlLang, { year: 'numeric', month: 'long' }).format(
    new Date(month.year, month.month, 1)
  )
  const slotName = (type: string | null | undefined) =>
    (type && labelText(schemas?.enums?.adType?.labels[type], lang)) || type || ''
  const open = (mark: CalendarMark) => {
    const route = schemas && listRouteByName(schemas, mark.collection)
    if (route) navigate(to(`${route.path}/edit/${mark.record._id}`))
  }
  const markChip = (mark: CalendarMark) => (
    <Chip
      key={`${mark.collection}-${mark.record._id}-${mark.step}`}
      size="small"
      color={mark.step === 'publish' ? 'success' : 'default'}
      variant={mark.step === 'publish' ? 'filled' : 'outlined'}
      label={`${t(`calendar.collections.${mark.collection}`)} · ${mark.record.label}`}
      title={t(`calendar.steps.${mark.step}`)}
      onClick={() => open(mark)}
      data-testid="calendar-mark"
      sx={{ maxWidth: '100%', justifyContent: 'flex-start' }}
    />
  )
  const weekdays = weeks[0].map((day) =>
    new Intl.DateTimeFormat(LOCALES[lang].htmlLang, { weekday: 'short' }).format(new Date(`${day}T12:00:00`))
  )
  return (
    <PageContainer>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <IconButton aria-label={t('calendar.previous')} onClick={() => shift(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          variant="h6"
          component="h2"
          sx={{ minWidth: 160, textAlign: 'center' }}
          data-testid="calendar-month"
        >
          {title}
        </Typography>
        <IconButton aria-label={t('calendar.next')} onClick={() => shift(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <CalendarWarnings
        warnings={[
          ...calendar.overlaps.map(([one, two]) =>
            t('calendar.overlap', { one: one.label, two: two.label, slot: slotName(one.type) })
          ),
          ...calendar.ended.map((campaign) => t('calendar.ended', { name: campaign.label }))
        ]}
      />
      {phone ? (
        <Stack spacing={1}>
          {weeks
            .flat()
            .filter(
              (day) =>
                day.startsWith(`${month.year}-${String(month.month + 1).padStart(2, '0')}`) &&
                calendar.marks.has(day)
            )
            .map((day) => (
              <Paper key={day} variant="outlined" sx={{ p: 1 }} data-testid="calendar-day">
                <Typography variant="subtitle2">
                  {new Intl.DateTimeFormat(LOCALES[lang].htmlLang, {
                    weekday: 'short',
                    month: 'short',
                    day: 'numeric'
                  }).format(new Date(`${day}T12:00:00`))}
                </Typography>
                <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
                  {calendar.marks.get(day)?.map(markChip)}
                </Stack>
              </Paper>
            ))}
          {!calendar.loading && calendar.marks.size === 0 && (
            <Typography color="text.secondary">{t('calendar.empty')}</Typography>
          )}
        </Stack>
      ) : (
        <Box
          role="grid"
          aria-label={title}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
        >
          {weekdays.map((name) => (
            <Typography
              key={name}
              role="columnheader"
              variant="caption"
              color="text.secondary"
              sx={{ textAlign: 'center' }}
            >
              {name}
            </Typography>
          ))}
          {weeks.flat().map((day) => {
            const inMonth = Number(day.slice(5, 7)) === month.month + 1
            return (
              <Paper
                key={day}
                role="gridcell"
                variant="outlined"
                data-testid="calendar-day"
                data-day={day}
                sx={{
                  minHeight: 104,
                  p: 0.5,
                  opacity: inMonth ? 1 : 0.5,
                  borderColor: day === calendar.today ? 'primary.main' : undefined,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.5,
                  overflow: 'hidden'
                }}
              >
                <Typography variant="caption" sx={{ fontWeight: day === calendar.today ? 700 : 400 }}>
                  {Number(day.slice(8))}
                </Typography>
                {calendar.marks.get(day)?.map(markChip)}
              </Paper>
            )
          })}
        </Box>
      )}
    </PageContainer>
  )
}
