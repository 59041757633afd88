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

const asStatus = (value: unknown): number | undefined =>
  typeof value === 'number' && value >= 400 && value < 600 ? value : undefined

/**
 * The status an error page shows (R-ERR-01): statusCode, else status, else response.status, else
 * a Feathers error's code, else 500.
 */
export const errorStatus = (error: unknown): number => {
  const e = (error ?? {}) as {
    statusCode?: unknown
    status?: unknown
    response?: { status?: unknown }
    code?: unknown
  }
  return (
    asStatus(e.statusCode) ?? asStatus(e.status) ?? asStatus(e.response?.status) ?? asStatus(e.code) ?? 500
  )
}

/** The message of an error of any shape, or an empty string. */
export const errorMessage = (error: unknown): string => {
  if (typeof error === 'string') return error
  const e = (error ?? {}) as { message?: unknown; statusText?: unknown; data?: unknown }
  if (typeof e.message === 'string') return e.message
  if (typeof e.statusText === 'string') return e.statusText
  return typeof e.data === 'string' ? e.data : ''
}
