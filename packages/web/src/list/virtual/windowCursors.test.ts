import { describe, expect, it } from 'vitest'
import { WindowCursors } from './windowCursors'

describe('the cursors of a virtual list’s windows (R-VL-02)', () => {
  it('reads missing rows on from the window before them, back from the one after, else by index', () => {
    const windows = new WindowCursors()
    windows.keep(0, 68, { next: 'after 68', previous: null })
    windows.keep(200, 268, { next: 'after 268', previous: 'before 200' })
    expect(windows.plan([69, 100], 69)).toEqual({ query: { $cursor: 'after 68' }, first: 69 })
    expect(windows.plan([150, 199], 69)).toEqual({
      query: { $cursor: 'before 200' },
      end: 200,
      backward: true
    })
    // Nearer the window after them: fewer rows read again.
    expect(windows.plan([180, 190], 69).backward).toBe(true)
    expect(windows.plan([1000, 1040], 69)).toEqual({ query: { $skip: 1000 }, first: 1000 })
    // The first rows with no cursor before them: by index.
    expect(windows.plan([0, 30], 69)).toEqual({ query: { $skip: 0 }, first: 0 })
  })

  it('moves the cursors after a removed row up by one, and forgets those past the end or far away', () => {
    const windows = new WindowCursors()
    windows.keep(0, 68, { next: 'after 68', previous: null })
    windows.keep(69, 137, { next: 'after 137', previous: 'before 69' })
    windows.removed(10)
    expect(windows.plan([68, 80], 69)).toEqual({ query: { $cursor: 'after 68' }, first: 68 })
    expect(windows.plan([137, 150], 69)).toEqual({ query: { $cursor: 'after 137' }, first: 137 })
    windows.forgetFrom(100)
    expect(windows.plan([137, 150], 69).query).toEqual({ $skip: 137 })
    windows.forgetFar(5000, 1000)
    expect(windows.plan([68, 80], 69).query).toEqual({ $skip: 68 })
  })
})
