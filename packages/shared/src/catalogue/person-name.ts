/** A person's name as the catalogue keeps it: a string or `{ lastName, firstName }` (R-SCH-13). */
export type PersonName = string | { lastName?: string | null; firstName?: string | null }

/**
 * A person's name as one line: "lastName firstName" for the object form.
 * @example personNameText({ lastName: '陳', firstName: '大文' }) // '陳 大文'
 */
export const personNameText = (name: unknown): string => {
  if (typeof name === 'string') return name.trim()
  if (!name || typeof name !== 'object') return ''
  const { lastName, firstName } = name as Record<string, unknown>
  return [lastName, firstName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ')
}
