/** A segment of a storage key: no separators, no dot-only names, nothing a file system treats specially. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/

/** Whether a key is relative, made of plain segments, and cannot leave its root (`..`, `/x`, `a//b`, `\`). */
export const isSafeKey = (key: string): boolean => {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) return false
  return key.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))
}

/** A key prefix: safe segments ending with `/`. */
export const isSafePrefix = (prefix: string): boolean =>
  prefix.endsWith('/') && isSafeKey(prefix.slice(0, -1))

export const assertSafeKey = (key: string) => {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`)
  return key
}

export const assertSafePrefix = (prefix: string) => {
  if (!isSafePrefix(prefix)) throw new Error(`Unsafe storage prefix: ${JSON.stringify(prefix)}`)
  return prefix
}
