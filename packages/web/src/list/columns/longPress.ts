import { TIMING_CONSTANTS } from '@tutor-admin/shared/constants'

export interface LongPressOptions {
  onLongPress: () => void
  onClick: () => void
  duration?: number
  moveTolerance?: number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/**
 * Tells a click from a long press (R-PAGE-02): holding for `duration` (1000 ms) is a long press,
 * moving more than `moveTolerance` (20 px) cancels both.
 */
export const createLongPress = ({
  onLongPress,
  onClick,
  duration = TIMING_CONSTANTS.longPress.duration,
  moveTolerance = TIMING_CONSTANTS.longPress.moveTolerance,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)
}: LongPressOptions) => {
  let start: { x: number; y: number } | undefined
  let timer: unknown
  let fired = false
  const cancel = () => {
    if (timer !== undefined) clearTimer(timer)
    timer = undefined
    start = undefined
  }
  return {
    down(x: number, y: number) {
      cancel()
      fired = false
      start = { x, y }
      timer = setTimer(() => {
        fired = true
        timer = undefined
        onLongPress()
      }, duration)
    },
    move(x: number, y: number) {
      if (start && Math.hypot(x - start.x, y - start.y) > moveTolerance) cancel()
    },
    up() {
      const wasPressing = start !== undefined
      cancel()
      if (wasPressing && !fired) onClick()
    },
    cancel
  }
}
