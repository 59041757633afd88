import type { WebhookSettings } from '../../config'

/** Longest wait between two tries. */
const MAX_DELAY_MS = 3_600_000

/**
 * When to try a failed delivery again: the base delay doubled at each try (1 h at most), of which
 * a random half is taken off so that receivers coming back up are not all called at once; `null`
 * once the delivery is older than the retry period (24 h): it has failed.
 */
export const nextTry = (
  settings: Pick<WebhookSettings, 'retryBaseMs' | 'retryForMs'>,
  created: number,
  attempts: number,
  now: number,
  random = Math.random
): number | null => {
  const delay = Math.min(settings.retryBaseMs * 2 ** Math.min(attempts - 1, 40), MAX_DELAY_MS)
  const at = now + Math.round(delay * (0.5 + random() * 0.5))
  return at > created + settings.retryForMs ? null : at
}
