import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFittingColumns } from './useFittingColumns'

const COLUMN_WIDTH = 100
let boxWidth = 350
let resized: () => void = () => undefined

beforeEach(() => {
  boxWidth = 350
  // jsdom lays nothing out: the box is `boxWidth` wide, its content 100 px per column shown.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback
      }
      observe() {
        resized()
      }
      disconnect() {}
    }
  )
})
afterEach(() => vi.unstubAllGlobals())

function List({ columns, fit, rows }: { columns: string[]; fit: boolean; rows: unknown[] }) {
  const box = useRef<HTMLDivElement>(null)
  const { shown, hidden } = useFittingColumns(columns, fit, box, [rows])
  return (
    <div
      ref={(element) => {
        box.current = element
        if (!element) return
        Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => boxWidth })
        Object.defineProperty(element, 'scrollWidth', {
          configurable: true,
          get: () => Math.max(boxWidth, element.querySelectorAll('span').length * COLUMN_WIDTH)
        })
      }}
    >
      {shown.map((column) => (
        <span key={column}>{column}</span>
      ))}
      <output>{hidden.join(',')}</output>
    </div>
  )
}

const shownColumns = () =>
  screen.queryAllByText(/^c\d$/, { selector: 'span' }).map((element) => element.textContent)

describe('the columns that fit a list’s width (columns cut at common widths)', () => {
  const columns = ['c1', 'c2', 'c3', 'c4', 'c5']

  it('leaves out the last of the list’s own columns until the rest fit', () => {
    render(<List columns={columns} fit rows={[]} />)
    expect(shownColumns()).toEqual(['c1', 'c2', 'c3'])
    expect(screen.getByRole('status').textContent).toBe('c4,c5')
  })

  it('shows the person’s own columns whole, however wide', () => {
    render(<List columns={columns} fit={false} rows={[]} />)
    expect(shownColumns()).toEqual(columns)
  })

  it('always shows the first column', () => {
    boxWidth = 40
    render(<List columns={columns} fit rows={[]} />)
    expect(shownColumns()).toEqual(['c1'])
  })

  it('brings columns back when the box grows, and fits again for other rows', () => {
    const rows: unknown[] = []
    const { rerender } = render(<List columns={columns} fit rows={rows} />)
    boxWidth = 480
    act(() => resized())
    expect(shownColumns()).toEqual(['c1', 'c2', 'c3', 'c4'])
    rerender(<List columns={columns} fit rows={rows} />)
    expect(shownColumns()).toEqual(['c1', 'c2', 'c3', 'c4'])
    // Other rows (here: a narrower box not yet reported) fit anew from all the columns.
    boxWidth = 250
    rerender(<List columns={columns} fit rows={[]} />)
    expect(shownColumns()).toEqual(['c1', 'c2'])
    boxWidth = 1000
    rerender(<List columns={columns} fit rows={[]} />)
    expect(shownColumns()).toEqual(columns)
  })
})
