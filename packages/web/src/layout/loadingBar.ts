import { TIMING_CONSTANTS } from '@tutor-admin/shared/constants'

/** What the page loading bar shows. */
export interface LoadingBarState {
  visible: boolean
  /** 0..100 */
  progress: number
}

const TICK = 100

/**
 * The page loading bar's clock (R-LAY-14): a load shows the bar only once it has run 200 ms
 * (throttle); the bar then fills over 5000 ms without reaching the end; finishing fills it and
 * hides it 500 ms later.
 */
export class LoadingBar {
  private state: LoadingBarState = { visible: false, progress: 0 }
  private throttleTimer: ReturnType<typeof setTimeout> | undefined
  private tickTimer: ReturnType<typeof setInterval> | undefined
  private hideTimer: ReturnType<typeof setTimeout> | undefined
  private startedAt = 0

  constructor(
    private readonly onChange: (state: LoadingBarState) => void,
    private readonly timing: {
      throttle: number
      duration: number
      hideDelay: number
    } = TIMING_CONSTANTS.loadingBar
  ) {}

  get current(): LoadingBarState {
    return this.state
  }

  /** A load begins. */
  start() {
    if (this.throttleTimer || this.tickTimer) return
    clearTimeout(this.hideTimer)
    this.hideTimer = undefined
    this.throttleTimer = setTimeout(() => {
      this.throttleTimer = undefined
      this.startedAt = Date.now()
      this.set({ visible: true, progress: 0 })
      this.tickTimer = setInterval(() => this.tick(), TICK)
    }, this.timing.throttle)
  }

  /** The load is over: a shown bar fills up and hides after the delay; a fast load never showed one. */
  finish() {
    clearTimeout(this.throttleTimer)
    this.throttleTimer = undefined
    if (!this.tickTimer) return
    clearInterval(this.tickTimer)
    this.tickTimer = undefined
    this.set({ visible: true, progress: 100 })
    this.hideTimer = setTimeout(() => {
      this.hideTimer = undefined
      this.set({ visible: false, progress: 0 })
    }, this.timing.hideDelay)
  }

  /** Stops every timer (unmount). */
  dispose() {
    clearTimeout(this.throttleTimer)
    clearInterval(this.tickTimer)
    clearTimeout(this.hideTimer)
  }

  private tick() {
    const elapsed = Date.now() - this.startedAt
    // Approaches 100 % as the load reaches its expected duration, and stays short of it after.
    this.set({ visible: true, progress: Math.min(99, (elapsed / this.timing.duration) * 100) })
  }

  private set(state: LoadingBarState) {
    this.state = state
    this.onChange(state)
  }
}
