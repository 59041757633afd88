import { TIMING_CONSTANTS } from '@tutor-admin/shared/constants'

const KEY = 'chunkReloadAt'

/** Whether an error says a code-split chunk failed to load (for example after a new release). */
export const isChunkLoadError = (error: unknown): boolean =>
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch .*\.js/i.test(
    String((error as { message?: unknown })?.message ?? error)
  )

interface ReloadDeps {
  now: number
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
}

/**
 * Reloads the page once for a failed chunk, at most once per 60 s so that a chunk that stays
 * missing shows the error page instead of reloading forever (R-ERR-06). True when it reloads.
 */
export const reloadForChunkError = ({ now, storage, reload }: ReloadDeps): boolean => {
  const last = Number(storage.getItem(KEY) ?? 0)
  if (now - last < TIMING_CONSTANTS.chunkReloadInterval) return false
  storage.setItem(KEY, String(now))
  reload()
  return true
}

/** {@link reloadForChunkError} with the browser's clock, session storage and location. */
export const reloadPageForChunkError = (): boolean =>
  reloadForChunkError({ now: Date.now(), storage: sessionStorage, reload: () => window.location.reload() })
