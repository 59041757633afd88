/**
 * Discards answers of superseded requests (R-LIST-13): each load takes a ticket, and only the
 * newest ticket's answer may be applied.
 */
export const createStaleGuard = () => {
  let session = 0
  return {
    /** Starts a load; the returned function tells whether it is still the newest. */
    begin(): () => boolean {
      const ticket = ++session
      return () => ticket === session
    }
  }
}
