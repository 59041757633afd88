import type { ListAnswer } from '../../records/data/normalizeAnswer'

/** How a window of rows is read: from an index (`$skip`), or on from a neighbouring window's cursor. */
export type WindowQuery = { $skip: number } | { $cursor: string }

/**
 * A window to read: its rows go from `first` on, or, read backwards from a cursor, end just
 * before `end`.
 */
export type WindowPlan =
  | { query: WindowQuery; first: number; backward?: undefined }
  | { query: { $cursor: string }; end: number; backward: true }

/**
 * The cursors of the windows read (R-VL-02), by the index of the row each stands beside: `after`
 * reads the rows following that row, `before` those preceding it. A window next to a read one is
 * read from its cursor (no rows skipped on the server, none shown twice); a window far from every
 * cursor, as a jump of the scroll bar leaves, is read by its index once.
 */
export class WindowCursors {
  private after = new Map<number, string>()
  private before = new Map<number, string>()

  clear() {
    this.after.clear()
    this.before.clear()
  }

  /** Keeps the cursors of a window whose rows took indexes `first` to `last`. */
  keep(first: number, last: number, cursors: ListAnswer<unknown>['cursors']) {
    if (cursors.previous) this.before.set(first, cursors.previous)
    if (cursors.next) this.after.set(last, cursors.next)
  }

  /**
   * How to read the missing rows `missing[0]..missing[1]` with `limit` rows: on from the nearest
   * cursor whose window covers them, the one that reads fewer rows again; else by index.
   */
  plan([first, last]: [number, number], limit: number): WindowPlan {
    let after: number | undefined
    for (const at of this.after.keys())
      if (at >= last - limit && at < first && (after === undefined || at > after)) after = at
    let before: number | undefined
    for (const at of this.before.keys())
      if (at > last && at <= first + limit && (before === undefined || at < before)) before = at
    const again = (at: number | undefined, distance: (at: number) => number) =>
      at === undefined ? Infinity : distance(at)
    const forward = again(after, (at) => first - 1 - at)
    const backward = again(before, (at) => at - 1 - last)
    if (forward === Infinity && backward === Infinity) return { query: { $skip: first }, first }
    return forward <= backward
      ? { query: { $cursor: this.after.get(after!)! }, first: after! + 1 }
      : { query: { $cursor: this.before.get(before!)! }, end: before!, backward: true }
  }

  /** A row at `index` was removed: the rows after it move up by one. */
  removed(index: number) {
    const shift = (map: Map<number, string>) => {
      const shifted = new Map<number, string>()
      for (const [at, cursor] of map) if (at !== index) shifted.set(at > index ? at - 1 : at, cursor)
      return shifted
    }
    this.after = shift(this.after)
    this.before = shift(this.before)
  }

  /** Forgets the cursors from `index` on: past the list's end. */
  forgetFrom(index: number) {
    this.forget((at) => at >= index)
  }

  /** Forgets the cursors farther than `distance` rows from `center`. */
  forgetFar(center: number, distance: number) {
    this.forget((at) => Math.abs(at - center) > distance)
  }

  private forget(gone: (at: number) => boolean) {
    for (const map of [this.after, this.before]) for (const at of map.keys()) if (gone(at)) map.delete(at)
  }
}
