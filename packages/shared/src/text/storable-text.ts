/** A NUL character, or half of a surrogate pair without its other half. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Why no database can keep this text (PostgreSQL refuses both, SQLite mangles them), or undefined. */
export const unstorableText = (text: string): string | undefined => {
  const found = UNSTORABLE.exec(text)
  if (!found) return undefined
  return found[0] === '\0' ? 'holds a NUL character' : 'holds an unpaired surrogate (broken UTF-16)'
}

/** Deepest nesting searched; deeper values are refused elsewhere. */
const MAX_DEPTH = 32

/**
 * Whether a JSON-like value holds a text (a value or a key) that no database can keep: the walk of
 * `unstorableTexts` without the paths, as cheap as can be for the many values that hold none.
 */
export const holdsUnstorableText = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return UNSTORABLE.test(value)
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++)
      if (holdsUnstorableText(value[index], depth + 1)) return true
    return false
  }
  for (const key in value)
    if (
      Object.hasOwn(value, key) &&
      (UNSTORABLE.test(key) || holdsUnstorableText((value as Record<string, unknown>)[key], depth + 1))
    )
      return true
  return false
}

/**
 * Every text (values and keys) in a JSON-like value that no database can keep, by path
 * (`name`, `items.0.value`); `at` names the value itself.
 */
export const unstorableTexts = (value: unknown, at = ''): Record<string, string> => {
  const found: Record<string, string> = {}
  const visit = (item: unknown, path: string, depth: number) => {
    if (typeof item === 'string') {
      const problem = unstorableText(item)
      if (problem) found[path || 'value'] = problem
      return
    }
    if (typeof item !== 'object' || item === null || depth > MAX_DEPTH) return
    for (const [key, child] of Object.entries(item)) {
      const keyProblem = unstorableText(key)
      const name = keyProblem ? JSON.stringify(key) : key
      const childPath = path ? `${path}.${name}` : name
      if (keyProblem) found[childPath] = `has a key that ${keyProblem}`
      else visit(child, childPath, depth + 1)
    }
  }
  visit(value, at, 0)
  return found
}
