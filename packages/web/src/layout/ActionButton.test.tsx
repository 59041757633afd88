import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { errorMessage } from '../errors/httpError'
import { initialAppState, useAppStore } from '../state/appStore'
import { ActionButton } from './ActionButton'

const deferred = () => {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('page action buttons (R-LAY-15, R-ERR-05)', () => {
  beforeEach(() => useAppStore.setState(initialAppState()))

  it('shows processing and stays disabled until its work is done', async () => {
    const work = deferred()
    render(<ActionButton action={{ key: 'refresh', label: 'Refresh', run: () => work.promise }} />)
    const button = screen.getByTestId('action-refresh')
    fireEvent.click(button)
    expect(useAppStore.getState().processing).toBe('refresh')
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await act(async () => work.resolve())
    expect(useAppStore.getState().processing).toBeNull()
    expect(button.hasAttribute('disabled')).toBe(false)
  })

  it('puts a failure in the error snackbar', async () => {
    const work = deferred()
    render(<ActionButton action={{ key: 'export', label: 'Export', run: () => work.promise }} />)
    fireEvent.click(screen.getByTestId('action-export'))
    const failure = new Error('Export failed: no rows')
    await act(async () => work.reject(failure))
    expect(useAppStore.getState().error).toBe(errorMessage(failure))
    expect(useAppStore.getState().processing).toBeNull()
  })
})
