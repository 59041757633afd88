/**
 * The selection after a click on an item (R-WID-01): one value replaces the selection, several
 * toggle the item in or out.
 */
export const pickSelection = (selection: readonly string[], id: string, multiple: boolean): string[] => {
  if (!multiple) return [id]
  return selection.includes(id) ? selection.filter((one) => one !== id) : [...selection, id]
}

/** A field's value as a list of ids: one id, several, or none. */
export const idsOfValue = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id !== '')

/** The field's value for a confirmed selection: a list, or one id, or null when empty (R-WID-02). */
export const valueOfSelection = (
  selection: readonly string[],
  multiple: boolean
): string[] | string | null => (multiple ? [...selection] : (selection[selection.length - 1] ?? null))

/** The list with the item at `from` moved to `to`. */
export const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length || from === to) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}
