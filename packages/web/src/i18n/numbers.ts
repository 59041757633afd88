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

/**
 * A count as the console's three languages write it: whole, its digits in groups of three
 * separated by commas. Without `Intl`: a page that draws only counts (the dashboard) does not
 * build a number format on its first render.
 */
export const formatCount = (value: number): string =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
