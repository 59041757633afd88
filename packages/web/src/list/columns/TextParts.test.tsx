import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emailParts, TextParts } from './TextParts'

const html = (parts: string[], spaced: boolean) =>
  render(<TextParts parts={parts} spaced={spaced} />).container.innerHTML

describe('a cell that may wrap between its parts (R-LIST-08)', () => {
  it('parts an email after its @, nowhere else', () => {
    expect(emailParts('chan.tai.man@mail.example.hk')).toEqual(['chan.tai.man@', 'mail.example.hk'])
    expect(emailParts('no-at-sign')).toEqual(['no-at-sign'])
    expect(emailParts('')).toEqual([''])
  })

  it('keeps each part whole, with a break opportunity or a space between them, reading as the text', () => {
    const whole = '<span style="white-space: nowrap;">'
    expect(html(['wong@', 'example.com'], false)).toBe(`${whole}wong@</span><wbr>${whole}example.com</span>`)
    expect(html(['Nov 21, 2026', '3:05 PM'], true)).toBe(`${whole}Nov 21, 2026</span> ${whole}3:05 PM</span>`)
    expect(render(<TextParts parts={['wong@', 'example.com']} spaced={false} />).container.textContent).toBe(
      'wong@example.com'
    )
  })
})
