import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { initialAppState, useAppStore } from '../state/appStore'
import { MoreActions } from './MoreActions'

describe('page actions behind the "more" button on phones (R-LAY-10)', () => {
  beforeEach(() => useAppStore.setState(initialAppState()))

  it('lists the actions and runs the one picked with its processing state', async () => {
    let finish!: () => void
    const exported = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(
      <MoreActions
        actions={[
          { key: 'import', label: 'Import', run: vi.fn() },
          { key: 'export', label: 'Export', run: exported }
        ]}
      />
    )
    expect(screen.queryByTestId('action-export')).toBeNull()
    fireEvent.click(screen.getByTestId('more-actions'))
    expect(screen.getByTestId('action-import').textContent).toBe('Import')
    fireEvent.click(screen.getByTestId('action-export'))
    expect(exported).toHaveBeenCalledOnce()
    expect(useAppStore.getState().processing).toBe('export')
    await act(async () => finish())
    expect(useAppStore.getState().processing).toBeNull()
  })

  it('puts a failure in the error snackbar', async () => {
    render(
      <MoreActions
        actions={[{ key: 'refresh', label: 'Refresh', run: () => Promise.reject(new Error('Offline')) }]}
      />
    )
    fireEvent.click(screen.getByTestId('more-actions'))
    await act(async () => fireEvent.click(screen.getByTestId('action-refresh')))
    expect(useAppStore.getState().error).toBeTruthy()
  })
})
