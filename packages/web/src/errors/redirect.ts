/**
 * A redirect thrown where an error may be (react-router's `redirect()`, a 3xx answer): the
 * address it sends to, or undefined when it is a real failure. A redirect is followed, never
 * shown as an error (R-ERR-07).
 */
export const redirectTarget = (error: unknown): string | undefined => {
  if (!(error instanceof Response) || error.status < 300 || error.status > 399) return undefined
  return error.headers.get('Location') ?? undefined
}
