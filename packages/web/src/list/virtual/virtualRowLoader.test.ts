import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Row } from '../../records/data/fetchRows'
import type { ListAnswer } from '../../records/data/normalizeAnswer'
import { VirtualRowLoader } from './virtualRowLoader'
import type { WindowQuery } from './windowCursors'

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
const bySkip = async (window: WindowQuery, limit: number) =>
  answer((window as { $skip: number }).$skip, limit)

const setup = () => {
  const load = vi.fn(bySkip)
  const loader = new VirtualRowLoader({ load, count: async () => TOTAL, onChange: vi.fn(), onError: vi.fn() })
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
    expect(load).toHaveBeenCalledWith({ $skip: 0 }, 69)
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
    expect(load).toHaveBeenLastCalledWith({ $skip: 490 }, 69)
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
    const loader = new VirtualRowLoader({ load, count: async () => 0, onChange: vi.fn(), onError: vi.fn() })
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

  it('shows the previous query’s rows until the first answer of the next replaces them all', async () => {
    const { load, loader } = setup()
    loader.restart()
    await vi.advanceTimersByTimeAsync(0)
    loader.showRange(500, 520)
    await vi.advanceTimersByTimeAsync(500)
    load.mockImplementation(async (window, limit) => {
      const skip = (window as { $skip: number }).$skip
      return {
        ...answer(skip, limit),
        data: answer(skip, Math.min(limit, 5)).data.map((row) => ({ _id: `sorted ${row._id}` })),
        total: 5
      }
    })
    loader.restart()
    expect(loader.stale).toBe(true)
    expect(loader.rowAt(0)?._id).toBe('r0')
    expect(loader.total).toBe(TOTAL)
    await vi.advanceTimersByTimeAsync(0)
    // From the first row, whatever was on screen; nothing of the previous query is left.
    expect(load).toHaveBeenLastCalledWith({ $skip: 0 }, 69)
    expect(loader.stale).toBe(false)
    expect(loader.total).toBe(5)
    expect(loader.rowAt(0)?._id).toBe('sorted r0')
    expect(loader.rowAt(500)).toBeUndefined()
    expect(loader.size).toBe(5)
  })

  it('drops the previous query’s rows when the next one fails, rather than show them as its own', async () => {
    const load = vi.fn(bySkip)
    const onError = vi.fn()
    const failing = new VirtualRowLoader({ load, count: async () => TOTAL, onChange: vi.fn(), onError })
    failing.restart()
    await vi.advanceTimersByTimeAsync(0)
    load.mockRejectedValueOnce(new Error('down'))
    failing.restart()
    await vi.advanceTimersByTimeAsync(0)
    expect(onError).toHaveBeenCalled()
    expect(failing.stale).toBe(false)
    expect(failing.rowAt(0)).toBeUndefined()
    expect(failing.total).toBeUndefined()
  })
})

/**
 * A server of `rows` rows `r0…` whose total it estimates as `estimate`: offset reads answer that
 * total and the cursors beside them, cursor reads answer no total (cursors here name an index).
 */
const keysetServer = (rows: number, estimate: number) => {
  const slice = (first: number, end: number) =>
    Array.from({ length: Math.max(0, Math.min(end, rows) - first) }, (_, index) => ({
      _id: `r${first + index}`
    }))
  const page = (data: Row[], cursors: ListAnswer<Row>['cursors'], total = 999): ListAnswer<Row> => ({
    ...answer(0, 0),
    data,
    total,
    ...(total === estimate && { totalEstimated: 'about' as const }),
    cursors
  })
  const after = (data: Row[], last: number, more: boolean) => (more && data.length ? `after:${last}` : null)
  return vi.fn(async (window: WindowQuery, limit: number) => {
    if ('$skip' in window) {
      const data = slice(window.$skip, window.$skip + limit)
      const previous = window.$skip > 0 && data.length ? `before:${window.$skip}` : null
      return page(
        data,
        { next: after(data, window.$skip + limit - 1, data.length === limit), previous },
        estimate
      )
    }
    const [way, at] = window.$cursor.split(':')
    const index = Number(at)
    if (way === 'after') {
      const data = slice(index + 1, index + 1 + limit)
      const previous = data.length ? `before:${index + 1}` : null
      return page(data, { next: after(data, index + limit, index + 1 + limit < rows), previous })
    }
    const first = Math.max(0, index - limit)
    const data = slice(first, index)
    return page(data, { next: after(data, index - 1, true), previous: first > 0 ? `before:${first}` : null })
  })
}

describe('virtual list windows by keyset, a big list’s total estimated (R-VL-02, R-PAGE-06, R-PAGE-09)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const start = async (rows: number, estimate: number) => {
    const load = keysetServer(rows, estimate)
    const count = vi.fn(async () => rows)
    const loader = new VirtualRowLoader({ load, count, onChange: vi.fn(), onError: vi.fn() })
    loader.setViewportHeight(820)
    loader.restart()
    await vi.advanceTimersByTimeAsync(0)
    return { load, count, loader }
  }
  /** Shows 20 rows from `first`, and lets a load run. */
  const show = async (loader: VirtualRowLoader, first: number) => {
    loader.showRange(first, first + 19)
    await vi.advanceTimersByTimeAsync(500)
  }
  /** Every kept row is at its own index: none twice, none left out. */
  const inPlace = (loader: VirtualRowLoader) => {
    const misplaced: string[] = []
    for (let index = 0; index < (loader.total ?? 0) + 100; index++) {
      const row = loader.rowAt(index)
      if (row && row._id !== `r${index}`) misplaced.push(`${index}: ${row._id}`)
    }
    return misplaced
  }
  const reads = (load: ReturnType<typeof keysetServer>) => load.mock.calls.map(([window]) => window)

  it('reads the windows down and up on from the cursors beside them; a jump by index once', async () => {
    const { load, loader } = await start(5000, 5000)
    expect(loader).toMatchObject({ total: 5000, totalEstimated: 'about' })
    for (let first = 20; first <= 400; first += 20) await show(loader, first)
    expect(reads(load)[0]).toEqual({ $skip: 0 })
    expect(
      reads(load)
        .slice(1)
        .every((window) => '$cursor' in window)
    ).toBe(true)
    expect(reads(load)[1]).toEqual({ $cursor: 'after:68' })
    expect(inPlace(loader)).toEqual([])
    expect(loader.rowAt(420)?._id).toBe('r420')
    // The scroll bar dragged far down: that window by its index, then on by cursor both ways.
    await show(loader, 3000)
    expect(reads(load).at(-1)).toEqual({ $skip: 2990 })
    const jumped = load.mock.calls.length
    for (let first = 3020; first <= 3100; first += 20) await show(loader, first)
    for (let first = 2980; first >= 2800; first -= 20) await show(loader, first)
    const after = reads(load).slice(jumped)
    expect(after.length).toBeGreaterThan(2)
    expect(after.every((window) => '$cursor' in window)).toBe(true)
    expect(after).toContainEqual({ $cursor: 'before:2990' })
    expect(inPlace(loader)).toEqual([])
    expect(loader.rowAt(2800)?._id).toBe('r2800')
    expect(loader.totalEstimated).toBe('about')
  })

  it('ends the list where its last rows are when the estimate was too high', async () => {
    const { load, count, loader } = await start(4000, 5000)
    // A jump past the real end finds nothing there: the rows are counted, the scroll shortened.
    await show(loader, 4500)
    expect(reads(load).at(-1)).toEqual({ $skip: 4490 })
    expect(count).toHaveBeenCalledTimes(1)
    expect(loader).toMatchObject({ total: 4000, totalEstimated: undefined })
    await show(loader, 3980)
    expect(loader.rowAt(3999)?._id).toBe('r3999')
    expect(loader.rowAt(4000)).toBeUndefined()
    expect(inPlace(loader)).toEqual([])
  })

  it('ends the list at the window that comes up short, scrolled down to it', async () => {
    const { count, loader } = await start(300, 400)
    for (let first = 20; first <= 280; first += 20) await show(loader, first)
    expect(loader).toMatchObject({ total: 300, totalEstimated: undefined })
    expect(count).not.toHaveBeenCalled()
    expect(inPlace(loader)).toEqual([])
  })

  it('goes on past an estimate that was too low, until the last row', async () => {
    const { load, loader } = await start(500, 400)
    for (let first = 20; first <= 380; first += 20) await show(loader, first)
    expect(loader.total).toBeGreaterThan(400)
    expect(loader.totalEstimated).toBe('about')
    for (let first = 400; first <= 480; first += 20) await show(loader, first)
    expect(loader).toMatchObject({ total: 500, totalEstimated: undefined })
    expect(
      reads(load)
        .slice(1)
        .every((window) => '$cursor' in window)
    ).toBe(true)
    expect(inPlace(loader)).toEqual([])
    expect(loader.rowAt(499)?._id).toBe('r499')
  })

  it('counts exactly on request', async () => {
    const { count, loader } = await start(4000, 5000)
    await loader.countExactly()
    expect(count).toHaveBeenCalledTimes(1)
    expect(loader).toMatchObject({ total: 4000, totalEstimated: undefined })
  })
})
