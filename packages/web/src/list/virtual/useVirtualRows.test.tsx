import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../api/client'
import type { FindQuery } from '../../records/data/listQuery'
import { useVirtualRows } from './useVirtualRows'

// Spied on rather than mocked as a module: a run that shares modules between files has loaded it already.
const call = vi.spyOn(session, 'call')
vi.spyOn(session, 'subscribe').mockImplementation(() => () => undefined)
afterAll(() => vi.restoreAllMocks())

const TOTAL = 30
const findQueryOf = (index: number) => (call.mock.calls[index][2] as { query: FindQuery }).query

beforeEach(() => {
  call.mockReset()
  call.mockImplementation(async (_service, _method, params) => {
    const { $skip = 0, $limit = 10, $select = [] } = (params as { query: FindQuery }).query
    const data = Array.from({ length: Math.max(0, Math.min($limit, TOTAL - $skip)) }, (_, index) =>
      Object.fromEntries(['_id', ...$select].map((field) => [field, `${field} ${$skip + index}`]))
    )
    return { total: TOTAL, limit: $limit, skip: $skip, data }
  })
})

const render = (query: FindQuery) =>
  renderHook(({ query }) => useVirtualRows('teachers', query, 400), { initialProps: { query } })

describe('the virtual list for a query (R-VL-02)', () => {
  it('keeps its rows while they come again with other columns', async () => {
    const { result, rerender } = render({ $select: ['_id', 'name'], $sort: { name: 1 } })
    await waitFor(() => expect(result.current.rowAt(0)).toMatchObject({ name: 'name 0' }))
    const loads = call.mock.calls.length
    act(() => rerender({ query: { $select: ['_id', 'name', 'email'], $sort: { name: 1 } } }))
    // Still drawn, without the new column for now.
    expect(result.current.rowAt(0)).toEqual({ _id: '_id 0', name: 'name 0' })
    expect(result.current.total).toBe(TOTAL)
    await waitFor(() => expect(result.current.rowAt(0)).toMatchObject({ email: 'email 0' }), {
      timeout: 2000
    })
    expect(findQueryOf(loads).$select).toEqual(['_id', 'name', 'email'])
  })

  it('keeps the previous rows on screen until the first rows of another sort or filter replace them', async () => {
    const { result, rerender } = render({ $select: ['_id', 'name'], $sort: { name: 1 } })
    await waitFor(() => expect(result.current.rowAt(0)).toBeDefined())
    act(() => rerender({ query: { $select: ['_id', 'name'], $sort: { name: -1 } } }))
    expect(result.current.rowAt(0)).toEqual({ _id: '_id 0', name: 'name 0' })
    expect(result.current.stale).toBe(true)
    expect(result.current.total).toBe(TOTAL)
    await waitFor(() => expect(result.current.stale).toBe(false), { timeout: 2000 })
    expect(findQueryOf(call.mock.calls.length - 1)).toMatchObject({ $sort: { name: -1 }, $skip: 0 })
  })
})
