import type { Page } from 'playwright-core'

type Watched = Window & { messagesSeen?: Set<string> }

/**
 * Waits for a message to say this: an error's snackbar, or a success's. When none does, the error
 * lists every message the page showed meanwhile (a refusal in place of a success, say).
 */
export const expectMessage = async (page: Page, text: string) => {
  try {
    await page.waitForFunction((wanted) => {
      const shown = [...document.querySelectorAll('[data-testid=snackbar], [role=status]')].map(
        (node) => node.textContent ?? ''
      )
      const seen = ((window as Watched).messagesSeen ??= new Set())
      for (const message of shown) if (message) seen.add(message)
      return shown.some((message) => message.includes(wanted))
    }, text)
  } catch (error) {
    const seen = await page.evaluate(() => [...((window as Watched).messagesSeen ?? [])]).catch(() => [])
    throw new Error(`no message says "${text}" at ${page.url()}; shown meanwhile: ${JSON.stringify(seen)}`, {
      cause: error
    })
  }
}
