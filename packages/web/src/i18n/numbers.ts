/** Building a number format costs far more than using one: each is built once and kept. */
const formats = new Map<string, Intl.NumberFormat>()

/** A number written for people: digit grouping of the locale (the browser's when none is given). */
export const formatNumber = (value: number, locale?: string, maximumFractionDigits?: number): string => {
  const key = `${locale ?? ''}|${maximumFractionDigits ?? ''}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits })
    formats.set(key, format)
  }
  return format.format(value)
}
