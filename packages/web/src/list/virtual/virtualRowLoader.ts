import { VIRTUAL_LIST_CONSTANTS as V } from '@tutor-admin/shared/constants'
import type { TotalEstimate } from '@tutor-admin/shared'
import type { Row } from '../../records/data/fetchRows'
import type { LiveEvent } from '../data/liveRows'
import type { ListAnswer } from '../../records/data/normalizeAnswer'
import { createStaleGuard } from '../data/staleGuard'
import { firstMissing, indexesToDrop, missingRun, rowsKept, wantedRange } from './virtualListMath'
import { WindowCursors, type WindowPlan, type WindowQuery } from './windowCursors'

interface Entry {
  row: Row
  /** Loaded for this generation; rows of older ones show until they are loaded again. */
  generation: number
}

export interface VirtualRowLoaderOptions {
  /** Loads `limit` rows of the current query from an index or on from a cursor. */
  load(window: WindowQuery, limit: number): Promise<ListAnswer<Row>>
  /** Counts the rows of the current query exactly. */
  count(): Promise<number>
  /** The rows, the total or the loading flag changed. */
  onChange(): void
  onError(error: unknown): void
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/**
 * The rows of a virtual list (R-VL-02..04), loaded as the list scrolls: the rows on screen and
 * 400 px each side, three pages per load, one load at a time and 500 ms between the starts of two
 * loads, at most 1000 rows kept (the farthest from the viewport forgotten first). The first window
 * is read by offset with the total; the windows beside a read one on from its cursors; a window
 * far from all, where the scroll bar was dragged, by its index once (`WindowCursors`). A big list's
 * total is the server's estimate until the list's end is read, which then sets the scroll's length.
 * `restart` (a new query or sort) starts over from the first row and drops answers still on their
 * way (R-LIST-13); the rows of the previous query stay on screen until the first answer replaces them.
 */
export class VirtualRowLoader {
  total: number | undefined
  /** How the server estimated `total` when it did not count it; gone once the list's end is read. */
  totalEstimated: TotalEstimate | undefined
  loading = false
  /** Counts every change of the rows, the total or the loading flag. */
  version = 0
  /** The rows shown are those of the previous query, until the first rows of this one come. */
  stale = false
  /** Counts the restarts: the list goes back to its first row on each. */
  restarts = 0
  private cache = new Map<number, Entry>()
  private cursors = new WindowCursors()
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

  /**
   * Starts over from the first row (R-VL-02). The rows kept stay on screen, marked `stale`, until
   * the first answer of the new query: a sort or filter change never shows an empty list meanwhile.
   */
  restart() {
    this.guard.begin()
    this.cancelTimer()
    this.busy = false
    this.generation++
    this.restarts++
    this.stale = this.cache.size > 0
    this.cursors.clear()
    if (!this.stale) this.replaceWith(undefined)
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
      this.cursors.removed(at)
      this.total = Math.max(0, (this.total ?? 1) - 1)
    } else this.cache.set(at, { ...entry, row: { ...entry.row, ...record } })
    this.changed()
  }

  /**
   * Counts the rows exactly (on request, or when a jump landed past an estimate that was too high):
   * the scroll is then as long as the list.
   */
  async countExactly() {
    const restarts = this.restarts
    try {
      const total = await this.options.count()
      if (restarts !== this.restarts) return
      this.endAt(total)
      this.changed()
      this.schedule()
    } catch (error) {
      if (restarts === this.restarts) this.options.onError(error)
    }
  }

  /** The list ends before `total`: the rows and cursors past it go, and the total is exact. */
  private endAt(total: number) {
    for (const index of this.cache.keys()) if (index >= total) this.cache.delete(index)
    this.cursors.forgetFrom(total)
    this.total = total
    this.totalEstimated = undefined
  }

  /** Forgets the previous query's rows, for the first answer of a new one (or its failure). */
  private replaceWith(answer: ListAnswer<Row> | undefined) {
    this.cache.clear()
    this.total = answer?.total
    this.totalEstimated = answer?.totalEstimated
    this.stale = false
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

  /** The window to read next: the first one from the top, then the first rows missing around the view. */
  private nextWindow(limit: number): WindowPlan | undefined {
    if (this.total === undefined || this.stale) return { query: { $skip: 0 }, first: 0 }
    const wanted = wantedRange(...this.visible, this.total)
    const first = firstMissing(wanted, this.isLoaded)
    if (first < 0) return undefined
    return this.cursors.plan(missingRun(wanted, first, limit, this.isLoaded), limit)
  }

  private async loadMissing() {
    const limit = rowsKept(this.viewportHeight)
    const plan = this.nextWindow(limit)
    if (!plan) return
    const isCurrent = this.guard.begin()
    const generation = this.generation
    this.busy = true
    this.lastStart = this.now()
    this.setLoading(true)
    let answer: ListAnswer<Row>
    try {
      answer = await this.options.load(plan.query, limit)
    } catch (error) {
      if (!isCurrent()) return
      this.busy = false
      // The previous query's rows are not this one's: nothing rather than wrong rows.
      if (this.stale) this.replaceWith(undefined)
      this.setLoading(false)
      this.options.onError(error)
      return
    }
    if (!isCurrent()) return
    if (this.stale) this.replaceWith(answer)
    const count = answer.data.length
    const first = plan.backward ? plan.end - count : plan.first
    answer.data.forEach((row, offset) => this.cache.set(first + offset, { row, generation }))
    if (count > 0) this.cursors.keep(first, first + count - 1, answer.cursors)
    const center = Math.round((this.visible[0] + this.visible[1]) / 2)
    for (const index of indexesToDrop([...this.cache.keys()], center)) this.cache.delete(index)
    this.cursors.forgetFar(center, 2 * V.maxRenderedItems)
    if (this.fitTotal(plan, answer, first, limit)) {
      // Still busy meanwhile: no window is read from the total that proved wrong.
      await this.countExactly()
      if (!isCurrent()) return
    }
    this.busy = false
    this.loading = false
    this.changed()
    this.schedule()
  }

  /**
   * What a window tells of the list's length. An offset read's total is the first total, and an
   * exact one is the total (an estimate read again keeps the scroll as it is). A window
   * that comes up short ends the list there; one read on to the estimated end with more after it
   * makes the list a row longer, to be read on. A window read by index past the end (an estimate
   * too high) answers true: the rows are then counted.
   */
  private fitTotal(plan: WindowPlan, answer: ListAnswer<Row>, first: number, limit: number): boolean {
    const byOffset = '$skip' in plan.query
    if (byOffset && (!answer.totalEstimated || this.total === undefined)) {
      this.total = answer.total
      this.totalEstimated = answer.totalEstimated
    }
    const count = answer.data.length
    if (plan.backward) {
      // The list starts elsewhere than the indexes said (rows came or went meanwhile): read by index again.
      if (answer.cursors.previous === null && first !== 0) {
        this.cursors.clear()
        this.generation++
      }
      return false
    }
    const ended = byOffset ? count < limit : answer.cursors.next === null
    if (ended && count === 0 && byOffset && first > 0) return true
    if (ended) this.endAt(first + count)
    else if (first + count >= (this.total ?? 0)) this.total = first + count + 1
    return false
  }
}
