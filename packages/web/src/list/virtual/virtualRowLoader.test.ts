import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Row } from '../../records/data/fetchRows'
import type { ListAnswer } from '../../records/data/normalizeAnswer'
import { VirtualRowLoader } from './virtualRowLoader'

const TOTAL = 5000
const answer = (skip: number, limit: number): ListAnswer<Row> => ({
  data: Array.from({ length: Math.max(0, Math.min(limit, TOTAL - skip)) }, (_, index) => ({
    _id: `r${skip + index}`
  })),
  total: TOTAL,
  limit,
  skip,
  sortBy: [],
  sortDesc: [],
  currentFilter: {},
  cursors: { next: null, previous: null }
})

const setup = () => {
  const load = vi.fn(async (skip: number, limit: number) => answer(skip, limit))
  const loader = new VirtualRowLoader({ load, onChange: vi.fn(), onError: vi.fn() })
  loader.setViewportHeight(820)
  return { load, loader }
}

describe('virtual list loading (R-VL-02..04)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loads three pages (height/41 + 3 rows each) from the top at once', async () => {
    const { load, loader } = setup()
    loader.restart()
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledWith(0, 69)
    expect(loader.total).toBe(TOTAL)
    expect(loader.rowAt(68)?._id).toBe('r68')
    expect(loader.rowAt(69)).toBeUndefined()
  })

  it('loads what scrolling shows, never sooner than 500 ms after the previous load', async () => {
    const { load, loader } = setup()
    loader.restart()
    await vi.advanceTimersByTimeAsync(0)
    loader.showRange(500, 520)
    await vi.advanceTimersByTimeAsync(499)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenLastCalledWith(490, 69)
    expect(loader.rowAt(500)?._id).toBe('r500')
  })

  it('keeps at most 1000 rows, forgetting the farthest', async () => {
    const { loader } = setup()
    loader.setViewportHeight(41 * 400)
    loader.restart()
    await vi.advanceTimersByTimeAsync(0)
    loader.showRange(1500, 1900)
    await vi.advanceTimersByTimeAsync(2000)
    expect(loader.size).toBeLessThanOrEqual(1000)
    expect(loader.rowAt(1500)?._id).toBe('r1500')
    expect(loader.rowAt(0)).toBeUndefined()
  })

  it('drops the answer of a query replaced while it loaded (R-LIST-13)', async () => {
    let release: (value: ListAnswer<Row>) => void = () => undefined
    const load = vi.fn(() => new Promise<ListAnswer<Row>>((resolve) => (release = resolve)))
    const loader = new VirtualRowLoader({ load, onChange: vi.fn(), onError: vi.fn() })
    loader.restart()
    await vi.advanceTimersByTimeAsync(0)
    const stale = release
    loader.restart()
    await vi.advanceTimersByTimeAsync(0)
    stale({ ...answer(0, 10), data: [{ _id: 'stale' }], total: 1 })
    await vi.advanceTimersByTimeAsync(0)
    expect(loader.rowAt(0)).toBeUndefined()
    release(answer(0, 10))
    await vi.advanceTimersByTimeAsync(0)
    expect(loader.rowAt(0)?._id).toBe('r0')
  })

  it('changes kept rows in place for service events (live rows)', async () => {
    const { load, loader } = setup()
    loader.restart()
    await vi.advanceTimersByTimeAsync(0)
    loader.apply('patched', { _id: 'r3', name: 'changed' })
    expect(loader.rowAt(3)).toEqual({ _id: 'r3', name: 'changed' })
    loader.apply('removed', { _id: 'r3' })
    expect(loader.rowAt(3)?._id).toBe('r4')
    expect(loader.total).toBe(TOTAL - 1)
    loader.apply('created', { _id: 'new' })
    expect(loader.total).toBe(TOTAL)
    // The old rows show until the rows on screen are loaded again.
    expect(loader.rowAt(0)?._id).toBe('r0')
    await vi.advanceTimersByTimeAsync(500)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
