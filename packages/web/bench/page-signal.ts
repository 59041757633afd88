import type { Page } from 'playwright-core'

/**
 * The moment a page reported with `console.debug(signal, performance.now())`, on the page's clock
 * (milliseconds from its navigation start), for a navigation that `go` starts without waiting for
 * it to load. A console message, so that nothing of the measuring tool runs in the page meanwhile.
 */
export const timeToSignal = async (
  page: Page,
  signal: string,
  go: () => Promise<unknown>,
  timeout = 60_000
) => {
  const reported = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(`${signal} `),
    timeout
  })
  await go()
  return Number((await reported).text().split(' ')[1])
}
