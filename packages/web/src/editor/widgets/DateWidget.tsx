import type { Lang } from '@tutor-admin/shared'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { enUS, zhCN, zhHK } from '@mui/x-date-pickers/locales'
import { dateFormOf, LOCALES } from '@tutor-admin/shared'
import type { Dayjs } from 'dayjs'
import { UTC_MARK } from '../../i18n/dates'
import { useLang } from '../../i18n/useLang'
import { DATE_FORMAT, DATE_TIME_FORMAT, pickerValue, picksInUtc, storedDate } from './storedDate'
import { textBoxProps, type WidgetProps } from '../../fields/widgetProps'

const PICKER_TEXTS: Record<Lang, typeof enUS> = { cht: zhHK, chs: zhCN, en: enUS }

/**
 * A date with its time, or a date alone for `dateOnly` fields, typed or picked (R-WID-13); a
 * date-time kept in UTC is picked in UTC and labelled so (R-WID-14).
 */
export function DateWidget(props: WidgetProps) {
  const { field, value, onChange, label, disabled, required } = props
  const { lang } = useLang()
  const form = dateFormOf(field.params)
  const utc = picksInUtc(form)
  const shownLabel = utc ? `${label} (${UTC_MARK})` : label
  const shared = {
    label: shownLabel,
    value: pickerValue(value, form),
    onChange: (picked: Dayjs | null) => onChange(storedDate(picked, form)),
    disabled,
    timezone: utc ? 'UTC' : undefined,
    slotProps: {
      textField: textBoxProps({ ...props, label: shownLabel }),
      field: { clearable: !required }
    }
  }
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={LOCALES[lang].dayjs}
      localeText={PICKER_TEXTS[lang].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {form === 'day' || form === 'utcDay' ? (
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
