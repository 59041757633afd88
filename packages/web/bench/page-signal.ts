import type { Page } from 'playwright-core'

/**
 * The moments a page reported with `console.debug(signal, performance.now())`, on the page's clock
 * (milliseconds from its navigation start), for a navigation that `go` starts without waiting for
 * it to load. Console messages, so that nothing of the measuring tool runs in the page meanwhile.
 */
export const timeToSignals = async (
  page: Page,
  signals: string[],
  go: () => Promise<unknown>,
  timeout = 60_000
) => {
  const reported = signals.map((signal) =>
    page
      .waitForEvent('console', { predicate: (message) => message.text().startsWith(`${signal} `), timeout })
      .then((message) => Number(message.text().split(' ')[1]))
  )
  await go()
  return Promise.all(reported)
}

/** The moment a page reported one signal (see {@link timeToSignals}). */
export const timeToSignal = async (
  page: Page,
  signal: string,
  go: () => Promise<unknown>,
  timeout = 60_000
) => (await timeToSignals(page, [signal], go, timeout))[0]
