import { knownStatus } from '../api/errorShape'
import { errorText } from './errorText'

/** An error with an HTTP status, thrown by routes (404, 403, 500). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The status an error page shows (R-ERR-01): the error's own, else 500. */
export const errorStatus = (error: unknown): number => knownStatus(error) ?? 500

/**
 * What a failure means in the interface's language (R-ERR-09), whatever its shape; the server's
 * own words are {@link errorText}'s detail.
 */
export const errorMessage = (error: unknown): string => errorText(error).message
