import { VIRTUAL_LIST_CONSTANTS as V } from '@tutor-admin/shared/constants'
import type { Row } from '../../records/data/fetchRows'
import type { LiveEvent } from '../data/liveRows'
import type { ListAnswer } from '../../records/data/normalizeAnswer'
import { createStaleGuard } from '../data/staleGuard'
import { firstMissing, indexesToDrop, rowsKept, wantedRange } from './virtualListMath'

interface Entry {
  row: Row
  /** Loaded for this generation; rows of older ones show until they are loaded again. */
  generation: number
}

export interface VirtualRowLoaderOptions {
  /** Loads `limit` rows from index `skip` of the current query. */
  load(skip: number, limit: number): Promise<ListAnswer<Row>>
  /** The rows, the total or the loading flag changed. */
  onChange(): void
  onError(error: unknown): void
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/**
 * The rows of a virtual list (R-VL-02..04), loaded by index as the list scrolls: the rows on
 * screen and 400 px each side, three pages per load, one load at a time and 500 ms between the
 * starts of two loads, at most 1000 rows kept (the farthest from the viewport forgotten first).
 * `restart` (a new query or sort) starts over and drops answers still on their way (R-LIST-13).
 */
export class VirtualRowLoader {
  total: number | undefined
  loading = false
  /** Counts every change of the rows, the total or the loading flag. */
  version = 0
  private cache = new Map<number, Entry>()
  private generation = 0
  private guard = createStaleGuard()
  private visible: [number, number] = [0, 0]
  private viewportHeight = 0
  private timer: unknown
  private busy = false
  private lastStart = -Infinity
  private readonly now: () => number
  private readonly setTimer: (fn: () => void, ms: number) => unknown
  private readonly clearTimer: (handle: unknown) => void

  constructor(private readonly options: VirtualRowLoaderOptions) {
    this.now = options.now ?? Date.now
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>))
  }

  /** The row at an index, possibly from before a reload; `undefined` while not loaded. */
  rowAt(index: number): Row | undefined {
    return this.cache.get(index)?.row
  }

  /** How many rows are kept. */
  get size(): number {
    return this.cache.size
  }

  /** Ids of the kept rows. */
  ids(): string[] {
    return [...this.cache.values()].map((entry) => entry.row._id)
  }

  setViewportHeight(height: number) {
    this.viewportHeight = height
  }

  /** The rows on screen changed. */
  showRange(first: number, last: number) {
    this.visible = [first, last]
    this.schedule()
  }

  /** Starts over from the first row (R-VL-02). */
  restart() {
    this.guard.begin()
    this.cancelTimer()
    this.busy = false
    this.cache.clear()
    this.total = undefined
    this.lastStart = -Infinity
    this.loading = false
    this.changed()
    this.schedule()
  }

  /** Loads the rows on screen again, showing the old ones meanwhile (refresh, after changes). */
  reload() {
    this.generation++
    this.schedule()
  }

  /** A service event (live rows): changes kept rows in place, or reloads for a new row. */
  apply(event: LiveEvent, record: Row) {
    if (event === 'created') {
      this.total = (this.total ?? 0) + 1
      this.reload()
      this.changed()
      return
    }
    const found = [...this.cache].find(([, entry]) => entry.row._id === record._id)
    if (!found) return
    const [at, entry] = found
    if (event === 'removed') {
      const shifted = new Map<number, Entry>()
      for (const [index, kept] of this.cache)
        if (index !== at) shifted.set(index > at ? index - 1 : index, kept)
      this.cache = shifted
      this.total = Math.max(0, (this.total ?? 1) - 1)
    } else this.cache.set(at, { ...entry, row: { ...entry.row, ...record } })
    this.changed()
  }

  private changed() {
    this.version++
    this.options.onChange()
  }

  dispose() {
    this.guard.begin()
    this.cancelTimer()
  }

  private isLoaded = (index: number) => this.cache.get(index)?.generation === this.generation

  private cancelTimer() {
    if (this.timer !== undefined) this.clearTimer(this.timer)
    this.timer = undefined
  }

  private schedule() {
    if (this.timer !== undefined || this.busy) return
    const wait = Math.max(0, this.lastStart + V.loadDelay - this.now())
    this.timer = this.setTimer(() => {
      this.timer = undefined
      void this.loadMissing()
    }, wait)
  }

  private setLoading(loading: boolean) {
    if (this.loading === loading) return
    this.loading = loading
    this.changed()
  }

  private async loadMissing() {
    const start =
      this.total === undefined ? 0 : firstMissing(wantedRange(...this.visible, this.total), this.isLoaded)
    if (start < 0) return
    const isCurrent = this.guard.begin()
    const generation = this.generation
    this.busy = true
    this.lastStart = this.now()
    this.setLoading(true)
    let answer: ListAnswer<Row>
    try {
      answer = await this.options.load(start, rowsKept(this.viewportHeight))
    } catch (error) {
      if (!isCurrent()) return
      this.busy = false
      this.setLoading(false)
      this.options.onError(error)
      return
    }
    if (!isCurrent()) return
    answer.data.forEach((row, offset) => this.cache.set(start + offset, { row, generation }))
    const center = Math.round((this.visible[0] + this.visible[1]) / 2)
    for (const index of indexesToDrop([...this.cache.keys()], center)) this.cache.delete(index)
    this.total = answer.total
    this.busy = false
    this.loading = false
    this.changed()
    this.schedule()
  }
}
