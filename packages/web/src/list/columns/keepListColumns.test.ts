import type { ListSettingsRecord } from '@tutor-admin/shared'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../api/client'
import { queryClient } from '../../api/queryClient'
import { useAppStore } from '../../state/appStore'
import { withoutTranslations } from '../../testing/withoutTranslations'
import { isKeepingColumns, keepListColumns, sendKeptColumns, WRITE_DELAY_MS } from './keepListColumns'
import { listSettingsQuery, settingsOfList } from './listSettingsQuery'

withoutTranslations()
// Spied on rather than mocked as a module: a run that shares modules between files has loaded it already.
const call = vi.spyOn(session, 'call')
afterAll(() => vi.restoreAllMocks())

const key = listSettingsQuery('u1').queryKey
const record = (list: string, field: string): ListSettingsRecord => ({
  _id: `id-${list}`,
  user: 'u1',
  list,
  columns: [{ field }],
  modified: '2024-01-01T00:00:00.000Z'
})
const shown = (list: string) => settingsOfList(queryClient.getQueryData(key), list)?.columns

const kept = (...records: ListSettingsRecord[]) => ({
  total: records.length,
  limit: 50,
  skip: 0,
  data: records
})

beforeEach(async () => {
  call.mockReset()
  call.mockResolvedValueOnce(kept(record('/news', 'title'), record('/teachers', 'name')))
  await queryClient.fetchQuery(listSettingsQuery('u1'))
  call.mockReset()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  queryClient.clear()
})

describe('keeping a person’s columns', () => {
  it('shows a change at once and writes a burst of changes once, when it pauses', async () => {
    call.mockImplementation(async (_path, _method, data) => ({
      ...record('/teachers', ''),
      ...(data as object)
    }))
    keepListColumns('u1', '/teachers', [{ field: 'name', width: 110 }])
    keepListColumns('u1', '/teachers', [{ field: 'name', width: 120 }])
    expect(shown('/teachers')).toEqual([{ field: 'name', width: 120 }])
    expect(isKeepingColumns('u1', '/teachers')).toBe(true)
    expect(call).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS)
    expect(call).toHaveBeenCalledTimes(1)
    expect(call).toHaveBeenCalledWith('listSettings', 'create', {
      list: '/teachers',
      columns: [{ field: 'name', width: 120 }]
    })
    expect(isKeepingColumns('u1', '/teachers')).toBe(false)
    expect(shown('/news')).toEqual([{ field: 'title' }])
  })

  it('goes back to the list’s own columns: forgets them on screen, then removes what the server keeps', async () => {
    call.mockImplementation(async (_path, method) =>
      method === 'find'
        ? { total: 1, limit: 1, skip: 0, data: [record('/news', 'title')] }
        : record('/news', 'title')
    )
    keepListColumns('u1', '/news')
    expect(shown('/news')).toBeUndefined()
    await sendKeptColumns()
    expect(call.mock.calls).toEqual([
      ['listSettings', 'find', { query: { list: '/news' } }],
      ['listSettings', 'remove', 'id-/news']
    ])
  })

  it('shows a refused write and puts back what the server keeps', async () => {
    vi.useRealTimers()
    const setError = vi.spyOn(useAppStore.getState(), 'setError')
    call.mockRejectedValueOnce(new Error('columns.0.field is not a field of teachers'))
    call.mockResolvedValueOnce(kept(record('/news', 'title'), record('/teachers', 'name')))
    keepListColumns('u1', '/teachers', [{ field: 'nosuch' }])
    await sendKeptColumns()
    expect(setError).toHaveBeenCalledWith('columns.0.field is not a field of teachers')
    await vi.waitFor(() => expect(shown('/teachers')).toEqual([{ field: 'name' }]))
  })
})
