import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ListSettingsRecord } from '@tutor-admin/shared'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../api/client'
import { queryClient } from '../../api/queryClient'
import { useAppStore } from '../../state/appStore'
import { useChosenColumns } from './useChosenColumns'

const listeners = new Map<string, (data: unknown) => void>()
// Spied on rather than mocked as a module: a run that shares modules between files has loaded it already.
const call = vi.spyOn(session, 'call')
vi.spyOn(session, 'subscribe').mockImplementation((path, event, listener) => {
  listeners.set(`${path} ${event}`, listener)
  return () => listeners.delete(`${path} ${event}`)
})
afterAll(() => vi.restoreAllMocks())

const record = (user: string, list: string, field: string): ListSettingsRecord => ({
  _id: `${user}${list}`,
  user,
  list,
  columns: [{ field }],
  modified: '2024-01-01T00:00:00.000Z'
})
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
)

beforeEach(() => {
  useAppStore.setState({ user: { _id: 'u1', role: 'editor' } as never })
  call.mockResolvedValue({ total: 1, limit: 1, skip: 0, data: [record('u1', '/news', 'title')] })
})
afterEach(() => {
  call.mockReset()
  queryClient.clear()
  useAppStore.setState({ user: null })
})

describe('the columns a person keeps, live', () => {
  it('reads the person’s columns of the list and follows changes made in their other browsers', async () => {
    const { result } = renderHook(() => useChosenColumns('/news'), { wrapper })
    await waitFor(() => expect(result.current.columns).toEqual([{ field: 'title' }]))
    expect(call).toHaveBeenCalledWith('listSettings', 'find', { query: {} })
    act(() => listeners.get('listSettings created')!(record('u1', '/news', 'date')))
    await waitFor(() => expect(result.current.columns).toEqual([{ field: 'date' }]))
    act(() => listeners.get('listSettings removed')!(record('u1', '/news', 'date')))
    await waitFor(() => expect(result.current.columns).toBeUndefined())
    // Another account's record is never taken, whatever reaches the connection.
    act(() => listeners.get('listSettings created')!(record('u2', '/news', 'status')))
    expect(queryClient.getQueryData(['listSettings', 'u1'])).toEqual([])
  })
})
