import type { FieldProblemData } from '@tutor-admin/shared'
import { serverProblems, type Problems } from '../fields/fieldProblems'

/**
 * The field problems of a server's 400 or 409 (R-ED-08): per field its English words (`errors`),
 * and the code and limits the console says them with (`data.fields`).
 */
export const fieldProblemsOf = (error: unknown): Problems => {
  const { errors, data } = (error ?? {}) as {
    errors?: unknown
    data?: { fields?: Record<string, FieldProblemData> }
  }
  const fields = Object.entries(data?.fields ?? {})
  const codes = Object.fromEntries(fields.map(([path, { code }]) => [path, code]))
  const params = Object.fromEntries(fields.map(([path, { code: _code, ...limits }]) => [path, limits]))
  return serverProblems(errors, codes, params)
}
