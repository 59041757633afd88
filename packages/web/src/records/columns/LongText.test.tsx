import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ListColumn } from './buildColumns'
import { LabelText, LongText, emsOf, labelMinEms, runsLong } from './LongText'

const column = (kind: ListColumn['kind'], params = {}): ListColumn => ({
  name: 'x',
  field: { name: 'x', type: 'string', params },
  kind,
  sortable: true
})

describe('list cells that wrap rather than be cut (columns cut at common widths)', () => {
  it('counts Chinese characters as an em each and other letters as about half', () => {
    expect(emsOf('數學補習')).toBe(4)
    expect(emsOf('abcd')).toBeCloseTo(2.2)
  })

  it('keeps a short text on one line, and clamps a long one to two lines with the whole text in its tooltip', () => {
    const short = render(<LongText text="陳大文">陳大文</LongText>).container.firstElementChild!
    expect(short.className).toBe('one-line')
    expect(short.getAttribute('title')).toBeNull()
    const text = 'My physics tutor explained things clearly; I got a 5* in the HKDSE.'
    const long = render(<LongText text={text}>{text}</LongText>).container.firstElementChild!
    expect(long.className).toBe('clamped')
    expect(long.getAttribute('title')).toBe(text)
  })

  it('lets a phone number wrap between its country code and number', () => {
    const { container } = render(<LongText text="+852 6123 4567">parts</LongText>)
    expect(container.innerHTML).toBe('parts')
  })

  it('wraps long text kinds but neither email addresses nor labels, numbers and dates', () => {
    expect(
      ['text', 'translated', 'rich', 'refs', 'list', 'enums'].every((kind) => runsLong(column(kind as never)))
    ).toBe(true)
    expect(runsLong(column('text', { email: true }))).toBe(false)
    expect(['enum', 'ref', 'number', 'date', 'boolean'].some((kind) => runsLong(column(kind as never)))).toBe(
      false
    )
  })

  it('keeps a label on at most two lines: at least 5 ems and about half of it, never wider than itself', () => {
    expect(labelMinEms('Active')).toBeCloseTo(3.3)
    expect(labelMinEms('Yau Tsim Mong')).toBe(5)
    expect(labelMinEms('Central and Western')).toBeCloseTo(5.8)
    const label = render(<LabelText text="Central and Western">Central and Western</LabelText>).container
      .firstElementChild as HTMLElement
    expect(label.style.minWidth).toBe('5.8em')
  })
})
