import { parseQuery, type FieldDef, type ListUrlState, type Paginated } from '@tutor-admin/shared'
import { describe, expect, it, vi } from 'vitest'
import { deleteSelection } from '../../list/data/deleteRows'
import { fetchListPage, hasRecordId, withRowKeys, type Row } from './fetchRows'
import { linkedListState, linkedQuery } from '../rows/linkedRows'
import { findQueryOf, isSearching, listFilterOf } from './listQuery'
import { applyLiveEvent } from '../../list/data/liveRows'
import { normalizeAnswer } from './normalizeAnswer'
import { pageButtons, pageCountOf } from '../../list/table/pageButtons'

const fields: FieldDef[] = [
  { name: 'name', type: 'string' },
  { name: 'title', type: 'string', params: { translate: true } },
  { name: 'verified', type: 'boolean' },
  { name: 'status', type: 'string' }
]
const settings = { textFields: ['name'], translateTextFields: ['title'], filter: { status: 'active' } }
const state: ListUrlState = {
  keyword: ' 陳 ',
  conditions: [
    { path: 'verified', cond: 'eq', value1: true },
    { path: 'name', cond: 'contains', value1: '' }
  ],
  page: 3,
  rowsPerPage: 20,
  sort: [{ field: 'name', desc: true }],
  filter: {}
}

describe('the find query of a list (R-LIST-04, R-SRCH-06, R-SRCH-07)', () => {
  it('sends filter, $sort, $select, $limit and $skip = (page - 1) * rowsPerPage', () => {
    const query = findQueryOf(settings, state, ['name', 'title'])
    expect(query).toMatchObject({
      $limit: 20,
      $skip: 40,
      $sort: { name: -1 },
      $select: ['_id', 'name', 'title']
    })
    expect(query.$and).toEqual([
      { status: 'active' },
      { verified: true },
      { $or: [{ name: { $contains: '陳' } }, { title: { $contains: '陳' } }] }
    ])
    // The server's own parser accepts it (C11).
    expect(parseQuery(fields, query).sort).toEqual([
      { field: 'name', direction: -1 },
      { field: '_id', direction: 1 }
    ])
  })

  it('asks for the largest page for "all" rows, and sends $cursor in cursor mode (R-PAGE-04, R-PAGE-06)', () => {
    expect(findQueryOf({}, { ...state, rowsPerPage: -1 }, []).$limit).toBe(1000)
    const cursor = findQueryOf({ paginate: 'cursor' }, state, [], 'abc')
    expect(cursor.$cursor).toBe('abc')
    expect(cursor.$skip).toBeUndefined()
    expect(findQueryOf({ paginate: 'cursor' }, state, []).$cursor).toBe('')
  })

  it('R-PAGE-06 reads a page of an offset list by its cursor when one is known (a big list)', () => {
    const known = findQueryOf({}, { ...state, page: 3 }, [], 'c3')
    expect(known).toMatchObject({ $cursor: 'c3' })
    expect(known.$skip).toBeUndefined()
    expect(findQueryOf({}, { ...state, page: 3 }, [])).toMatchObject({ $skip: 2 * state.rowsPerPage })
    expect(findQueryOf({}, { ...state, page: 3 }, []).$cursor).toBeUndefined()
  })

  it('adds the view filter of a link to the route filter, and tells a search from the plain list', () => {
    expect(listFilterOf(settings, { filter: { verified: false }, conditions: [], keyword: '' })).toEqual({
      $and: [{ status: 'active' }, { verified: false }]
    })
    expect(isSearching(listFilterOf(settings, state), settings)).toBe(true)
    expect(isSearching(listFilterOf(settings, { filter: {}, conditions: [], keyword: '  ' }), settings)).toBe(
      false
    )
  })
})

const page = (data: Row[], total: number, skip = 0): Paginated<Row> => ({
  total,
  limit: data.length,
  skip,
  data
})
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ _id: `r${from + index}` }))

describe('fetching pages (R-LIST-05, R-PAGE-04, R-PAGE-06)', () => {
  it('fetches every matching row in server-maximum pages for "all"', async () => {
    const find = vi.fn(async (_service: string, query: Record<string, unknown>) =>
      page(rows(query.$skip as number, Math.min(1000, 2500 - (query.$skip as number))), 2500)
    )
    const answer = await fetchListPage(find, 'teachers', { $limit: 1000, $skip: 0 }, true)
    expect(answer.data).toHaveLength(2500)
    expect(find.mock.calls.map(([, query]) => query.$skip)).toEqual([0, 1000, 2000])
  })

  it('fetches "all" past an estimated total, until a page comes back empty (R-PAGE-09)', async () => {
    const find = vi.fn(async (_service: string, query: Record<string, unknown>) => {
      const skip = query.$skip as number
      return { ...page(rows(skip, Math.max(0, Math.min(1000, 2500 - skip))), 1000), totalEstimated: 'more' as const }
    })
    const answer = await fetchListPage(find, 'teachers', { $limit: 1000, $skip: 0 }, true)
    expect(answer.data).toHaveLength(2500)
    expect(answer.totalEstimated).toBe('more')
  })

  it('follows cursors and shows the cursor-mode total of 999', async () => {
    const find = vi.fn(async (_service: string, query: Record<string, unknown>) => ({
      limit: 2,
      skip: 0,
      data: query.$cursor === '' ? rows(0, 2) : rows(2, 1),
      cursors: { next: query.$cursor === '' ? 'n1' : null, previous: null }
    }))
    expect((await fetchListPage(find, 's', { $cursor: '' })).total).toBe(999)
    const all = await fetchListPage(find, 's', { $cursor: '' }, true)
    expect(all.data.map((row) => row._id)).toEqual(['r0', 'r1', 'r2'])
  })
})

describe('row keys (R-SCH-10)', () => {
  it('keeps _id and keys rows without one by their position, the same on every fetch', () => {
    const answer = () => [{ _id: 'a' }, { name: 'no id' }, { name: 'no id either', _id: '' }]
    const rows = withRowKeys(answer(), 20)
    expect(rows.map((row) => row._id)).toEqual(['a', '~21', '~22'])
    expect(withRowKeys(answer(), 20)).toEqual(rows)
    expect(rows.map(hasRecordId)).toEqual([true, false, false])
  })
})

describe('live rows (issue: live rows, R-LIST-15)', () => {
  const answer = normalizeAnswer(
    page(
      [
        { _id: 'a', name: 'A' },
        { _id: 'b', name: 'B' }
      ],
      12
    )
  )

  it('replaces a changed row where it stands and drops a removed one', () => {
    const patched = applyLiveEvent(answer, 'patched', { _id: 'b', name: 'B2' })
    expect(patched.kind === 'page' && patched.answer.data.map((row) => row.name)).toEqual(['A', 'B2'])
    const removed = applyLiveEvent(answer, 'removed', { _id: 'a' })
    expect(removed.kind === 'page' && [removed.answer.data.length, removed.answer.total]).toEqual([1, 11])
    expect(applyLiveEvent(answer, 'patched', { _id: 'elsewhere' }).kind).toBe('none')
  })

  it('appends a created row on appendRow routes, else reloads quietly', () => {
    const appended = applyLiveEvent(answer, 'created', { _id: 'c' }, true)
    expect(appended.kind === 'page' && appended.answer.data.map((row) => row._id)).toEqual(['a', 'b', 'c'])
    expect(applyLiveEvent(answer, 'created', { _id: 'c' }).kind).toBe('reload')
  })
})

describe('linked records (R-SCH-09)', () => {
  it('asks for the rows of the linked service whose field is the id of the record', () => {
    const linked = { table: 'lessonJoins', service: 'lessonJoins', field: 'lesson' }
    expect(linkedQuery(linked, 'l1')).toEqual({ lesson: 'l1', $limit: 10 })
    expect(JSON.parse(linkedListState(linked, 'l1'))).toEqual({ filter: { lesson: 'l1' } })
  })
})

describe('bulk delete (R-LIST-10)', () => {
  it('removes chosen ids in batches of 1000', async () => {
    const removeWhere = vi.fn(async (filter: Record<string, any>) =>
      filter._id.$in.map((id: string) => ({ _id: id }))
    )
    const ids = new Set(Array.from({ length: 2300 }, (_, index) => `r${index}`))
    const count = await deleteSelection({ findIds: vi.fn(), removeWhere }, { allMatching: false, ids }, {})
    expect(count).toBe(2300)
    expect(removeWhere.mock.calls.map(([filter]) => filter._id.$in.length)).toEqual([1000, 1000, 300])
  })

  it('removes every matching row across pages, a found batch at a time', async () => {
    let left = 2100
    const findIds = vi.fn(async (_filter: unknown, limit: number) =>
      rows(0, Math.min(limit, left)).map((row) => row._id)
    )
    const removeWhere = vi.fn(async (filter: Record<string, any>) => {
      left -= filter._id.$in.length
      return filter._id.$in.map((id: string) => ({ _id: id }))
    })
    expect(
      await deleteSelection(
        { findIds, removeWhere },
        { allMatching: true, ids: new Set() },
        { verified: true }
      )
    ).toBe(2100)
    expect(findIds).toHaveBeenCalledWith({ verified: true }, 1000)
  })
})

describe('page buttons (R-PAGE-05)', () => {
  it('shows at most 10 consecutive pages around the current one', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3])
    expect(pageButtons(15, 40)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    expect(pageButtons(40, 40)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40])
    expect(pageCountOf(0, 10)).toBe(1)
    expect(pageCountOf(21, 10)).toBe(3)
    expect(pageCountOf(5000, -1)).toBe(1)
  })
})
