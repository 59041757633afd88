import { createRequire } from 'node:module'
import { escapeRegex } from '@tutor-admin/shared'
import type { RE2JS } from 're2js'

export interface SqliteFunctionHost {
  function(name: string, options: { deterministic: boolean }, fn: (...args: unknown[]) => unknown): void
}

/** Compiled patterns, kept while they are in use: a find calls its function once per row. */
const cached = <T>(compile: (pattern: string, flags: string) => T) => {
  const cache = new Map<string, T>()
  return (pattern: string, flags: string) => {
    const key = `${flags}/${pattern}`
    let compiled = cache.get(key)
    if (compiled === undefined) {
      if (cache.size > 500) cache.clear()
      compiled = compile(pattern, flags)
      cache.set(key, compiled)
    }
    return compiled
  }
}

/**
 * `$regex` through RE2: time linear in the text whatever the pattern (JavaScript's engine
 * backtracks). `.` matches newlines, as in PostgreSQL; the syntax is checked by the query parser.
 */
const re2 = cached((pattern, flags) => {
  const engine = re2js()
  return engine.compile(pattern, engine.DOTALL | (flags === 'i' ? engine.CASE_INSENSITIVE : 0))
})

/** RE2, loaded with the first `$regex` rather than with every start (some 8 ms): SQLite calls `regexp` synchronously. */
let loaded: typeof RE2JS | undefined
const re2js = () => (loaded ??= (createRequire(import.meta.url)('re2js') as { RE2JS: typeof RE2JS }).RE2JS)

/** A literal text, case-insensitively: JavaScript's engine is linear for an escaped literal. */
const literal = cached((term) => new RegExp(escapeRegex(term), 'i'))

/** Adds `regexp(pattern, text, flags)` and `contains_ci(term, text)` to a SQLite connection. */
export const addSqliteFunctions = (conn: SqliteFunctionHost) => {
  conn.function('regexp', { deterministic: true }, (pattern, value, flags) =>
    typeof value === 'string' && typeof pattern === 'string' && re2(pattern, String(flags ?? '')).test(value)
      ? 1
      : 0
  )
  conn.function('contains_ci', { deterministic: true }, (term, value) =>
    typeof value === 'string' && typeof term === 'string' && literal(term, '').test(value) ? 1 : 0
  )
}
