/**
 * Whether the browser's previous history entry is a page of this console: the router numbers the
 * entries of the console's history (`idx`), from 0 at the page the console started on. A page
 * reached by a redirect that replaced the entry (the sign-in sending a person on to the page they
 * asked for) has none before it, although its location is not the first one the router made.
 */
export const cameFromConsolePage = (): boolean => {
  const state = window.history.state as { idx?: unknown } | null
  return typeof state?.idx === 'number' && state.idx > 0
}
