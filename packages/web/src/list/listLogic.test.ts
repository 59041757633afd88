import type { FieldDef } from '@tutor-admin/shared'
import { describe, expect, it, vi } from 'vitest'
import { createLongPress } from './columns/longPress'
import { normalizeAnswer } from '../records/data/normalizeAnswer'
import { lookupQueries } from '../records/references/refLookups'
import { createStaleGuard } from './data/staleGuard'
import { firstMissing, indexesToDrop, rowsKept, rowsPerLoad, wantedRange } from './virtual/virtualListMath'

describe('list answers (R-LIST-05, R-LIST-13)', () => {
  it('passes pages through and wraps plain arrays with a warning unless noPaginate', () => {
    const warn = vi.fn()
    expect(normalizeAnswer({ total: 7, limit: 5, skip: 5, data: [1, 2] })).toMatchObject({
      total: 7,
      skip: 5,
      data: [1, 2]
    })
    expect(normalizeAnswer([1, 2, 3], { warn })).toMatchObject({ total: 3, limit: 3, skip: 0 })
    expect(warn).toHaveBeenCalledOnce()
    normalizeAnswer([1], { warn, noPaginate: true })
    expect(warn).toHaveBeenCalledOnce()
    expect(
      normalizeAnswer(
        { limit: 5, skip: 0, data: [], cursors: { next: 'n', previous: null } },
        { cursorTotal: 999 }
      )
    ).toMatchObject({
      total: 999,
      cursors: { next: 'n', previous: null }
    })
  })

  it('applies only the newest answer', () => {
    const guard = createStaleGuard()
    const first = guard.begin()
    const second = guard.begin()
    expect(first()).toBe(false)
    expect(second()).toBe(true)
  })
})

describe('reference lookups (R-LIST-06, R-LIST-07)', () => {
  const fields: FieldDef[] = [
    { name: 'area', type: 'id', params: { ref: 'regAreas' } },
    { name: 'lesson', type: 'id', params: { ref: 'lessons', nameField: 'title' } },
    {
      name: 'user',
      type: 'id',
      params: { ref: 'appUsers', nameFields: ['name.lastName', 'name.firstName'] }
    },
    { name: 'photos', type: 'array', params: { itemType: 'id', ref: 'attachments' } },
    { name: 'plain', type: 'string' }
  ]

  it('makes one $in query per reference column, limit 100, selecting the label fields', () => {
    const rows = [
      { area: 'a1', lesson: 'l1', user: 'u1' },
      { area: 'a1', lesson: 'l2', user: null },
      { area: 'a2' }
    ]
    const lookups = lookupQueries(fields, rows)
    expect(lookups.get('area')).toEqual([
      { service: 'regAreas', query: { _id: { $in: ['a1', 'a2'] }, $limit: 100, $select: ['_id', 'name'] } }
    ])
    expect(lookups.get('lesson')?.[0].query.$select).toEqual(['_id', 'title'])
    expect(lookups.get('user')?.[0].query.$select).toEqual(['_id', 'name'])
    expect(lookups.has('photos')).toBe(false)
  })

  it('loads attachments in chunks of 20 ids', () => {
    const rows = [{ photos: Array.from({ length: 45 }, (_, i) => `p${i}`) }]
    const chunks = lookupQueries(fields, rows).get('photos')!
    expect(chunks.map((lookup) => lookup.query._id.$in.length)).toEqual([20, 20, 5])
    expect(chunks[0]).toMatchObject({ service: 'attachments', query: { $limit: 100 } })
  })
})

describe('virtual list sizes (R-VL-03, R-VL-04)', () => {
  it('loads height/41 + 3 rows, at least 10, and keeps three loads up to 1000', () => {
    expect(rowsPerLoad(820)).toBe(23)
    expect(rowsPerLoad(100)).toBe(10)
    expect(rowsKept(820)).toBe(69)
    expect(rowsKept(41 * 400)).toBe(1000)
  })

  it('wants the rows on screen and 400 px (10 rows) each side, and finds the first missing one', () => {
    expect(wantedRange(50, 70, 1000)).toEqual([40, 80])
    expect(wantedRange(2, 20, 25)).toEqual([0, 24])
    const loaded = new Set([40, 41, 42])
    expect(firstMissing([40, 80], (index) => loaded.has(index))).toBe(43)
    expect(firstMissing([40, 42], (index) => loaded.has(index))).toBe(-1)
  })

  it('keeps at most 1000 rows, forgetting those farthest from the viewport', () => {
    const loaded = Array.from({ length: 1010 }, (_, index) => index)
    const dropped = indexesToDrop(loaded, 900)
    expect(dropped).toHaveLength(10)
    expect(Math.max(...dropped)).toBeLessThan(10)
    expect(indexesToDrop(loaded.slice(0, 1000), 0)).toEqual([])
  })
})

describe('long press on a header (R-PAGE-02)', () => {
  const setup = () => {
    vi.useFakeTimers()
    const onClick = vi.fn()
    const onLongPress = vi.fn()
    return { onClick, onLongPress, press: createLongPress({ onClick, onLongPress }) }
  }

  it('is a click when released before 1000 ms', () => {
    const { onClick, onLongPress, press } = setup()
    press.down(0, 0)
    vi.advanceTimersByTime(999)
    press.up()
    expect(onClick).toHaveBeenCalledOnce()
    expect(onLongPress).not.toHaveBeenCalled()
  })

  it('is a long press after 1000 ms, with no click on release', () => {
    const { onClick, onLongPress, press } = setup()
    press.down(0, 0)
    vi.advanceTimersByTime(1000)
    press.up()
    expect(onLongPress).toHaveBeenCalledOnce()
    expect(onClick).not.toHaveBeenCalled()
  })

  it('is cancelled by moving more than 20 px', () => {
    const { onClick, onLongPress, press } = setup()
    press.down(0, 0)
    press.move(15, 15)
    vi.advanceTimersByTime(1000)
    press.up()
    expect(onLongPress).not.toHaveBeenCalled()
    expect(onClick).not.toHaveBeenCalled()
    press.down(0, 0)
    press.move(10, 10)
    vi.advanceTimersByTime(1000)
    expect(onLongPress).toHaveBeenCalledOnce()
    vi.useRealTimers()
  })
})
