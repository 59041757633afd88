import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ColumnChart } from './ColumnChart'
import { DoughnutChart } from './DoughnutChart'
import { RowChart } from './RowChart'

const series = [
  { label: 'Teachers', counts: [4, 9], color: 'rgb(1, 2, 3)' },
  { label: 'Requests', counts: [2, 5], color: 'rgb(4, 5, 6)' }
]

/** The bars drawn, as [colour, share of the axis] (height for columns, width for rows). */
const bars = (container: HTMLElement, side: 'height' | 'width') =>
  [...container.querySelectorAll<HTMLElement>('.bars > span')].map((bar) => [
    bar.style.background,
    bar.style[side]
  ])

/** A chart of two weeks (or collections, for rows) and two series, with a legend. */
const barChart = (Chart: typeof ColumnChart | typeof RowChart) =>
  render(<Chart categories={['9/14', '9/21']} series={series} summary="weekly" legend barSize={22} />)

describe('dashboard charts, drawn as page elements (R-LAY-17)', () => {
  it('draws a bar per series and category on a round count axis', () => {
    const { container } = barChart(ColumnChart)
    expect(screen.getByRole('img', { name: 'weekly' })).toBeTruthy()
    expect(bars(container, 'height')).toEqual([
      ['rgb(1, 2, 3)', '40%'],
      ['rgb(4, 5, 6)', '20%'],
      ['rgb(1, 2, 3)', '90%'],
      ['rgb(4, 5, 6)', '50%']
    ])
    expect([...container.querySelectorAll('.tick')].map((tick) => tick.textContent)).toEqual([
      '0',
      '2',
      '4',
      '6',
      '8',
      '10'
    ])
  })

  it('hides a series from its legend, and the axis follows what is left', () => {
    const { container } = barChart(RowChart)
    fireEvent.click(screen.getByRole('button', { name: 'Teachers' }))
    expect(screen.getByRole('button', { name: 'Teachers' }).getAttribute('aria-pressed')).toBe('false')
    expect(bars(container, 'width')).toEqual([
      ['rgb(4, 5, 6)', '40%'],
      ['rgb(4, 5, 6)', '100%']
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Teachers' }))
    expect(bars(container, 'width')).toHaveLength(4)
  })

  it('shows the counts of the category under the pointer, and nothing once it leaves', () => {
    const { container } = barChart(ColumnChart)
    const second = container.querySelectorAll('.bars')[1]
    fireEvent.pointerMove(second, { clientX: 10, clientY: 10 })
    expect(screen.getByText('9/21', { selector: '.MuiTypography-root' })).toBeTruthy()
    expect(screen.getByText('Teachers: 9')).toBeTruthy()
    expect(screen.getByText('Requests: 5')).toBeTruthy()
    fireEvent.pointerLeave(screen.getByRole('img').closest('[data-chart]')!)
    expect(screen.queryByText('Teachers: 9')).toBeNull()
  })

  it('shows the counts of a tapped category, and keeps them shown when the finger lifts', () => {
    const { container } = barChart(ColumnChart)
    fireEvent.pointerDown(container.querySelectorAll('.bars')[0], {
      clientX: 10,
      clientY: 10,
      pointerType: 'touch'
    })
    expect(screen.getByText('Teachers: 4')).toBeTruthy()
    fireEvent.pointerLeave(screen.getByRole('img').closest('[data-chart]')!, { pointerType: 'touch' })
    expect(screen.getByText('Teachers: 4')).toBeTruthy()
  })

  it('draws a ring slice per status with a count, and leaves out the ones hidden', () => {
    const { container } = render(
      <DoughnutChart
        labels={['Open', 'Matched', 'Closed']}
        counts={[81, 142, 0]}
        colors={['red', 'green', 'blue']}
        summary="status"
      />
    )
    const fills = () => [...container.querySelectorAll('path')].map((slice) => slice.getAttribute('fill'))
    expect(fills()).toEqual(['red', 'green'])
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(fills()).toEqual(['green'])
    fireEvent.pointerMove(container.querySelector('path')!, { clientX: 5, clientY: 5 })
    expect(screen.getByText('Matched: 142')).toBeTruthy()
  })
})
