import { TIMING_CONSTANTS } from '@tutor-admin/shared'
import { useEffect, useState } from 'react'

/**
 * A flag that turns on only once `on` has held for `delay` ms and turns off at once: a fetch
 * shows its loading indicator only after running 200 ms, fast fetches show none (R-LIST-14).
 */
export const useDelayedFlag = (on: boolean, delay: number = TIMING_CONSTANTS.fetchDisplayDelay): boolean => {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!on) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delay)
    return () => clearTimeout(timer)
  }, [on, delay])
  return on && shown
}
