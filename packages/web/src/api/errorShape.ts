const asStatus = (value: unknown): number | undefined =>
  typeof value === 'number' && value >= 400 && value < 600 ? value : undefined

/** The HTTP status an error carries: statusCode, else status, else response.status, else a Feathers error's code. */
export const knownStatus = (error: unknown): number | undefined => {
  const e = (error ?? {}) as {
    statusCode?: unknown
    status?: unknown
    response?: { status?: unknown }
    code?: unknown
  }
  return asStatus(e.statusCode) ?? asStatus(e.status) ?? asStatus(e.response?.status) ?? asStatus(e.code)
}

/** The words an error came with (the server's, in English), or an empty string. */
export const serverMessage = (error: unknown): string => {
  if (typeof error === 'string') return error
  const e = (error ?? {}) as { message?: unknown; statusText?: unknown; data?: unknown }
  if (typeof e.message === 'string') return e.message
  if (typeof e.statusText === 'string') return e.statusText
  return typeof e.data === 'string' ? e.data : ''
}
