import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { readListState, type ListUrlState } from '@tutor-admin/shared'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SortHeader } from './columns/SortHeader'
import { useDelayedFlag } from './data/useDelayedFlag'
import { useListUrlState } from './useListUrlState'
import { useThrottledCommit } from './search/useThrottledCommit'

describe('search throttle (R-SRCH-10)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows typing at once and hands the value on once per 1000 ms, whole', () => {
    const commit = vi.fn()
    const { result } = renderHook(() => useThrottledCommit<string>('', commit))
    act(() => result.current.change('c'))
    act(() => result.current.change('ch'))
    act(() => result.current.change('cha'))
    expect(result.current.shown).toBe('cha')
    act(() => vi.advanceTimersByTime(999))
    expect(commit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(commit.mock.calls).toEqual([['cha']])
  })

  it('hands the value on at once on flush (Enter), and follows a value changed from outside', () => {
    const commit = vi.fn()
    const { result, rerender } = renderHook(({ value }) => useThrottledCommit<string>(value, commit), {
      initialProps: { value: 'a' }
    })
    act(() => result.current.change('ab'))
    act(() => result.current.flush())
    expect(commit.mock.calls).toEqual([['ab']])
    rerender({ value: 'ab' })
    expect(result.current.shown).toBe('ab')
    rerender({ value: 'back' })
    expect(result.current.shown).toBe('back')
  })
})

describe('fetch indicator (R-LIST-14)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('appears only once a fetch has run 200 ms, and goes at once', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on), { initialProps: { on: true } })
    act(() => vi.advanceTimersByTime(199))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    rerender({ on: false })
    expect(result.current).toBe(false)
  })
})

describe('list state in the URL (R-RT-11, C20)', () => {
  const defaults: ListUrlState = {
    keyword: '',
    conditions: [{ path: 'name', cond: 'contains' }],
    page: 1,
    rowsPerPage: 10,
    sort: [],
    filter: {}
  }

  it('writes changes under q, keeps other parameters, and reads them back after a reload', () => {
    let view: ReturnType<typeof useListUrlState> | undefined
    function Probe() {
      view = useListUrlState(defaults)
      return null
    }
    const router = createMemoryRouter([{ path: '/teachers', element: <Probe /> }], {
      initialEntries: ['/teachers?edit=1']
    })
    render(<RouterProvider router={router} />)
    act(() =>
      view!.update({
        keyword: '陳',
        page: 3,
        conditions: [{ path: 'name', cond: 'notContains', value1: 'x' }]
      })
    )
    const search = new URLSearchParams(router.state.location.search)
    expect(search.get('edit')).toBe('1')
    expect(readListState(search, defaults)).toMatchObject({ keyword: '陳', page: 3 })
    // A copied link opens the same view.
    const copy = createMemoryRouter([{ path: '/teachers', element: <Probe /> }], {
      initialEntries: [`/teachers${router.state.location.search}`]
    })
    render(<RouterProvider router={copy} />)
    expect(view!.state).toMatchObject({
      keyword: '陳',
      page: 3,
      conditions: [{ path: 'name', cond: 'notContains', value1: 'x' }]
    })
    // Back to the defaults leaves no q.
    act(() => view!.update(defaults))
    expect(new URLSearchParams(copy.state.location.search).has('q')).toBe(false)
  })
})

describe('sorting by the headings (R-PAGE-01, R-PAGE-02)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  // Texts of their own that say their keys: the labels are checked by them.
  const keysOnly = i18next.createInstance()
  beforeAll(() => keysOnly.init({ lng: 'cimode' }))
  const renderHeader = (children?: ReactNode) => {
    const onClick = vi.fn()
    const onLongPress = vi.fn()
    render(
      <I18nextProvider i18n={keysOnly}>
        <SortHeader
          label="Name"
          field="name"
          sort={[
            { field: 'rate', desc: true },
            { field: 'name', desc: false }
          ]}
          onClick={onClick}
          onLongPress={onLongPress}
        />
        {children}
      </I18nextProvider>
    )
    return { onClick, onLongPress, header: screen.getByRole('button', { name: /Name/ }) }
  }

  it('shows direction and place of a secondary sort column', () => {
    const { header } = renderHeader()
    expect(header.getAttribute('data-sort-position')).toBe('2')
    expect(header.getAttribute('aria-label')).toContain('sort.ascending')
  })

  it('tells a click from a long press of 1000 ms, and Shift+click adds a column', () => {
    const { onClick, onLongPress, header } = renderHeader()
    fireEvent.pointerDown(header, { button: 0, clientX: 0, clientY: 0 })
    fireEvent.pointerUp(header)
    expect(onClick).toHaveBeenCalledWith('name')
    fireEvent.pointerDown(header, { button: 0, clientX: 0, clientY: 0 })
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.pointerUp(header)
    expect(onLongPress).toHaveBeenCalledTimes(1)
    expect(onClick).toHaveBeenCalledTimes(1)
    fireEvent.pointerDown(header, { button: 0, shiftKey: true, clientX: 0, clientY: 0 })
    fireEvent.pointerUp(header)
    expect(onLongPress).toHaveBeenCalledTimes(2)
    fireEvent.keyDown(header, { key: 'Enter' })
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})
