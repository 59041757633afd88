import type { ErrorParam } from '@tutor-admin/shared'

/** A field's problem: what the console says (`code`, with the limits it names), else the server's own words. */
export interface FieldProblem {
  code?: string
  params?: Record<string, ErrorParam>
  message: string
}

export type Problems = Record<string, FieldProblem>

/** Field problems of a server's 400 answer (`errors: { field: message }`), or of the editor's own check (`problemsOf`). */
export const serverProblems = (
  errors: unknown,
  codes: Record<string, string> = {},
  params: Record<string, Record<string, ErrorParam>> = {}
): Problems => {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {}
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>)
      .filter(([, message]) => typeof message === 'string')
      .map(([path, message]) => [
        path,
        { code: codes[path], params: params[path], message: message as string }
      ])
  )
}

/** The problems under one field's path (`items` → `items.0.name`), relative to it. */
export const problemsUnder = (problems: Problems, path: string): Problems =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([key]) => key.startsWith(`${path}.`))
      .map(([key, problem]) => [key.slice(path.length + 1), problem])
  )
