import { describe, expect, it } from 'vitest'
import { tableWidthRules, virtualGridColumns, widthVariables } from './columnWidths'

describe('column widths on screen (per-person columns, R-VL-05)', () => {
  it('puts the kept widths in variables per column place, with their content cut to them', () => {
    expect(widthVariables([{ width: 240 }, {}, { width: 90 }])).toEqual({
      '--list-column-0': '240px',
      '--list-column-0-overflow': 'hidden',
      '--list-column-2': '90px',
      '--list-column-2-overflow': 'hidden'
    })
  })

  it('gives each data column of the table its variables, else its own width, long text cut at 320 px', () => {
    const rules = tableWidthRules([{ name: 'title' }, { name: 'date' }], (index) => index === 0, 320)
    expect(rules['& tr > :nth-child(2)']).toEqual({
      width: 'var(--list-column-0, auto)',
      minWidth: 'var(--list-column-0, auto)',
      maxWidth: 'var(--list-column-0, 320px)',
      overflow: 'var(--list-column-0-overflow, hidden)'
    })
    expect(rules['& tr > :nth-child(3)']).toMatchObject({
      maxWidth: 'var(--list-column-1, none)',
      overflow: 'var(--list-column-1-overflow, visible)'
    })
  })

  it('lays the virtual list out as index 50 px, checkbox, columns at 180 px unless resized, buttons', () => {
    expect(virtualGridColumns([undefined, 260])).toBe('50px 42px 180px 260px 88px')
  })
})
