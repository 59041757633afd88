import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DialogHost } from './DialogHost'
import { openDialog, useDialogStore, type DialogProps } from './dialogStore'

function AskName({ open, close, question }: DialogProps<string> & { question: string }) {
  return (
    <div role="dialog" aria-hidden={!open}>
      <p>{question}</p>
      <button onClick={() => close('Ada')}>answer</button>
      <button onClick={() => close()}>cancel</button>
    </div>
  )
}

describe('dialog host (R-LAY-13)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    useDialogStore.setState({ dialogs: [] })
  })
  afterEach(() => vi.useRealTimers())

  it('opens a dialog from anywhere and resolves with its result', async () => {
    render(<DialogHost />)
    let answer: Promise<string | undefined> = Promise.resolve(undefined)
    act(() => {
      answer = openDialog(AskName, { question: 'Who?' })
    })
    expect(screen.getByText('Who?')).toBeTruthy()
    act(() => screen.getByText('answer').click())
    await expect(answer).resolves.toBe('Ada')
  })

  it('resolves undefined when cancelled', async () => {
    render(<DialogHost />)
    let answer: Promise<string | undefined> = Promise.resolve('x')
    act(() => {
      answer = openDialog(AskName, { question: 'Who?' })
    })
    act(() => screen.getByText('cancel').click())
    await expect(answer).resolves.toBeUndefined()
  })

  it('removes a closed dialog from the DOM 500 ms after closing', () => {
    render(<DialogHost />)
    act(() => void openDialog(AskName, { question: 'Who?' }))
    act(() => screen.getByText('answer').click())
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('aria-hidden')).toBe('true')
    act(() => vi.advanceTimersByTime(499))
    expect(screen.queryByText('Who?')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Who?')).toBeNull()
  })

  it('stacks dialogs and closes each on its own', () => {
    render(<DialogHost />)
    act(() => {
      void openDialog(AskName, { question: 'First?' })
      void openDialog(AskName, { question: 'Second?' })
    })
    act(() => screen.getAllByText('cancel')[1].click())
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByText('First?')).toBeTruthy()
    expect(screen.queryByText('Second?')).toBeNull()
  })
})
