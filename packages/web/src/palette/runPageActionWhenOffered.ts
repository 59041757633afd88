import { useAppStore } from '../state/appStore'

/** How long a page may take to offer the action before it is given up. */
const WAIT_MS = 10_000

/**
 * Runs the page action `key` (such as a list's Import) as soon as the page just opened offers it in
 * the top bar, once; gives up after a while.
 */
export const runPageActionWhenOffered = (key: string) => {
  const offered = () => useAppStore.getState().pageActions.find((action) => action.key === key)
  const now = offered()
  if (now) return void now.run()
  const stop = useAppStore.subscribe((state) => {
    const action = state.pageActions.find((candidate) => candidate.key === key)
    if (!action) return
    done()
    action.run()
  })
  const timer = setTimeout(() => done(), WAIT_MS)
  const done = () => {
    clearTimeout(timer)
    stop()
  }
}
