import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { vi } from 'vitest'
import { LoadingBar, type LoadingBarState } from './loadingBar'

describe('page loading bar (R-LAY-14)', () => {
  let states: LoadingBarState[]
  let bar: LoadingBar
  beforeEach(() => {
    vi.useFakeTimers()
    states = []
    bar = new LoadingBar((state) => states.push(state))
  })
  afterEach(() => {
    bar.dispose()
    vi.useRealTimers()
  })

  it('never shows for a load shorter than the 200 ms throttle', () => {
    bar.start()
    vi.advanceTimersByTime(199)
    bar.finish()
    vi.advanceTimersByTime(2000)
    expect(states).toEqual([])
    expect(bar.current.visible).toBe(false)
  })

  it('shows once a load has run 200 ms', () => {
    bar.start()
    vi.advanceTimersByTime(199)
    expect(bar.current.visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(bar.current).toEqual({ visible: true, progress: 0 })
  })

  it('fills over 5000 ms and stays short of the end until finished', () => {
    bar.start()
    vi.advanceTimersByTime(200 + 2500)
    expect(bar.current.progress).toBeCloseTo(50, 0)
    vi.advanceTimersByTime(2500)
    expect(bar.current.progress).toBe(99)
    vi.advanceTimersByTime(10_000)
    expect(bar.current).toEqual({ visible: true, progress: 99 })
  })

  it('fills up on finish and hides 500 ms later', () => {
    bar.start()
    vi.advanceTimersByTime(1000)
    bar.finish()
    expect(bar.current).toEqual({ visible: true, progress: 100 })
    vi.advanceTimersByTime(499)
    expect(bar.current.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar.current).toEqual({ visible: false, progress: 0 })
  })

  it('a new load during the hide delay keeps the bar and starts over', () => {
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish()
    vi.advanceTimersByTime(200)
    bar.start()
    vi.advanceTimersByTime(400)
    expect(bar.current.visible).toBe(true)
    expect(bar.current.progress).toBeLessThan(100)
  })
})
