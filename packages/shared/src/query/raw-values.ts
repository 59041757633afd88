/** Reading the raw values of a query string (as qs parses it): objects, lists, numbers, names. */

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** qs turns long arrays into objects with numeric keys; accept both. */
export const asList = (value: unknown): unknown[] | undefined => {
  if (Array.isArray(value)) return value
  if (isPlainObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key)))
    return Object.values(value)
  if (typeof value === 'string' || typeof value === 'number') return [value]
  return undefined
}

/** A whole number, from a number or its text; none otherwise. */
export const toInteger = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined
}

/** Names, from a comma-separated text or a list of texts; none otherwise. */
export const toNameList = (value: unknown): string[] | undefined => {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  const list = asList(value)
  return list?.every((name) => typeof name === 'string') ? (list as string[]) : undefined
}
