import { isErrorCode, type ErrorCode } from '@tutor-admin/shared/errors/error-codes'
import { knownStatus, serverMessage } from './errorShape'

/** What a failure tells, whatever its shape: a Feathers error, a fetch failure, an upload's. */
export interface ErrorFacts {
  /** No answer came: the server cannot be reached. */
  network: boolean
  /** The HTTP status; undefined when no answer came or the failure is the console's own. */
  status?: number
  /** Why the server refused, where the status alone does not say (`data.code`). */
  code?: ErrorCode
  /** The error's `data`: the field and limits the code is about. */
  data: Record<string, unknown>
  /** The server's own words, for API users: a detail only. */
  serverText: string
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * Whether no answer came: fetch's TypeError, an upload's status 0, or a browser that knows it is
 * offline. A socket call waits for the connection instead and ends, if ever, as a 408 Timeout.
 */
const isNetworkFailure = (error: unknown): boolean => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true
  const { status } = asObject(error)
  return status === 0
}

/** The facts of a failure of any shape (R-ERR-01, C21). */
export const readError = (error: unknown): ErrorFacts => {
  const data = asObject(asObject(error).data)
  if (isNetworkFailure(error)) return { network: true, data, serverText: '' }
  return {
    network: false,
    status: knownStatus(error),
    code: isErrorCode(data.code) ? data.code : undefined,
    data,
    serverText: serverMessage(error)
  }
}
