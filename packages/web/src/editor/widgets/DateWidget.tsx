import type { Lang } from '@tutor-admin/shared'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { enUS, zhCN, zhHK } from '@mui/x-date-pickers/locales'
import { LOCALES } from '@tutor-admin/shared'
import dayjs, { type Dayjs } from 'dayjs'
import { useLang } from '../../i18n/useLang'
import { textBoxProps, type WidgetProps } from './widgetProps'

const PICKER_TEXTS: Record<Lang, typeof enUS> = { cht: zhHK, chs: zhCN, en: enUS }

/** The formats typed into a date picker (R-WID-13). */
export const DATE_FORMAT = 'YYYY-MM-DD'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/**
 * The stored form of a picked date (R-WID-14): an ISO string in UTC when the time is included,
 * `YYYY-MM-DD` for a date alone; `null` when emptied, and what was typed while it is not a date.
 */
export const storedDate = (picked: Dayjs | null, dateOnly: boolean): string | null => {
  if (!picked) return null
  if (!picked.isValid()) return 'invalid'
  return dateOnly ? picked.format(DATE_FORMAT) : picked.toISOString()
}

/** A date with its time, or a date alone for `dateOnly` fields, typed or picked (R-WID-13). */
export function DateWidget(props: WidgetProps) {
  const { field, value, onChange, label, disabled, required } = props
  const { lang } = useLang()
  const dateOnly = Boolean(field.params?.dateOnly)
  const parsed = typeof value === 'string' && value !== '' ? dayjs(value) : null
  const shared = {
    label,
    value: parsed?.isValid() ? parsed : null,
    onChange: (picked: Dayjs | null) => onChange(storedDate(picked, dateOnly)),
    disabled,
    slotProps: {
      textField: textBoxProps(props),
      field: { clearable: !required }
    }
  }
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={LOCALES[lang].dayjs}
      localeText={PICKER_TEXTS[lang].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {dateOnly ? (
        <DatePicker {...shared} format={DATE_FORMAT} />
      ) : (
        <DateTimePicker
          {...shared}
          format={DATE_TIME_FORMAT}
          ampm={false}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        />
      )}
    </LocalizationProvider>
  )
}
