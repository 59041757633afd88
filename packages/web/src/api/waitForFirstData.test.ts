import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_DATA_WAIT_MS, waitForFirstData } from './waitForFirstData'

describe('waitForFirstData', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('ends as soon as the data is in, and leaves no timer behind', async () => {
    let arrive!: () => void
    const done = vi.fn()
    void waitForFirstData(new Promise<void>((resolve) => (arrive = resolve))).then(done)
    await vi.advanceTimersByTimeAsync(100)
    expect(done).not.toHaveBeenCalled()
    arrive()
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toHaveBeenCalledWith(null)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops waiting for slow data after the bound', async () => {
    const done = vi.fn()
    void waitForFirstData(new Promise(() => undefined)).then(done)
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledWith(null)
  })

  it('lets failed data through to the page', async () => {
    await expect(waitForFirstData(Promise.reject(new Error('offline')))).resolves.toBeNull()
  })
})
