/** How long a page's route waits for its first data before the page shows itself loading. */
export const FIRST_DATA_WAIT_MS = 800

/**
 * Waits for a page's first data, at most {@link FIRST_DATA_WAIT_MS}: the page then usually renders
 * once, with its data, instead of loading first and again as each answer comes in. Failures are
 * left to the page, which asks again and shows them.
 */
export const waitForFirstData = async (work: Promise<unknown>, waitMs = FIRST_DATA_WAIT_MS) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
  await Promise.race([work.catch(() => undefined), waited])
  clearTimeout(timer)
  return null
}
