/** Whether keys typed now go into a text box, a list box or an editable area. */
export const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * Whether a page's single-key shortcuts leave this key alone: typed into a text box, or pressed
 * in a dialog (the page behind it is not what the person is working on).
 */
export const keyIsElsewhere = (event: KeyboardEvent): boolean =>
  event.ctrlKey ||
  event.metaKey ||
  event.altKey ||
  isTyping(event.target) ||
  (event.target instanceof Element && event.target.closest('[role="dialog"]') !== null)

/** Whether a key event is the platform's command key with `key` (Ctrl on Windows and Linux, ⌘ on macOS). */
export const isCommand = (event: KeyboardEvent, key: string): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === key
