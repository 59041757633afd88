import { ValidationFailure } from '@tutor-admin/shared'

type Doc = Record<string, unknown>
const OPERATORS = ['$set', '$push', '$pull'] as const

export const hasPatchOperators = (body: Doc) => OPERATORS.some((op) => op in body)

const segmentsOf = (path: string, errors: Record<string, string>, key: string) => {
  const segments = path.split('.')
  if (segments.some((s) => s === '' || s === '__proto__' || s === 'constructor' || s === 'prototype')) {
    errors[key] = 'is not a valid path'
    return undefined
  }
  return segments
}

/** The container of the last segment of a path, or undefined when the path leads nowhere. */
const parentOf = (doc: Doc, segments: string[]): Doc | unknown[] | undefined => {
  let node: unknown = doc
  for (const segment of segments.slice(0, -1)) {
    if (Array.isArray(node)) node = /^\d+$/.test(segment) ? node[Number(segment)] : undefined
    else if (node && typeof node === 'object') node = (node as Doc)[segment]
    else return undefined
  }
  return node && typeof node === 'object' ? (node as Doc | unknown[]) : undefined
}

const matches = (item: unknown, pattern: unknown): boolean => {
  if (pattern && typeof pattern === 'object' && !Array.isArray(pattern) && item && typeof item === 'object')
    return Object.entries(pattern as Doc).every(([key, value]) => matches((item as Doc)[key], value))
  return JSON.stringify(item) === JSON.stringify(pattern)
}

/**
 * Applies `$set`, `$push` and `$pull` on sub-paths (C12, R-ED-05) to a copy of the current
 * record, plain keys replace whole fields. Returns the new values of the top-level fields touched.
 */
export const applyPatchOperators = (current: Doc, body: Doc): Doc => {
  const doc: Doc = structuredClone(current)
  const touched = new Set<string>()
  const errors: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) {
    if ((OPERATORS as readonly string[]).includes(key)) continue
    if (key.startsWith('$')) errors[key] = 'is not a supported patch operator'
    else {
      doc[key] = value
      touched.add(key)
    }
  }
  for (const op of OPERATORS) {
    const spec = body[op]
    if (spec === undefined) continue
    if (!spec || typeof spec !== 'object' || Array.isArray(spec)) {
      errors[op] = 'must map paths to values'
      continue
    }
    for (const [path, value] of Object.entries(spec as Doc)) {
      const key = `${op}.${path}`
      const segments = segmentsOf(path, errors, key)
      if (!segments) continue
      const parent = parentOf(doc, segments)
      const last = segments[segments.length - 1]
      if (!parent) {
        errors[key] = 'leads to no value'
        continue
      }
      if (op === '$set') {
        if (Array.isArray(parent)) {
          if (!/^\d+$/.test(last) || Number(last) > parent.length) {
            errors[key] = 'is not an index of the list'
            continue
          }
          parent[Number(last)] = value
        } else (parent as Doc)[last] = value
      } else {
        const list = Array.isArray(parent) ? parent[Number(last)] : (parent as Doc)[last]
        if (list !== undefined && list !== null && !Array.isArray(list)) {
          errors[key] = 'is not a list'
          continue
        }
        const items = (list as unknown[] | null | undefined) ?? []
        const next = op === '$push' ? [...items, value] : items.filter((item) => !matches(item, value))
        if (Array.isArray(parent)) parent[Number(last)] = next
        else (parent as Doc)[last] = next
      }
      touched.add(segments[0])
    }
  }
  if (Object.keys(errors).length) throw new ValidationFailure('Invalid patch', errors)
  return Object.fromEntries([...touched].map((name) => [name, doc[name]]))
}
