import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { DateParts, EmailText, phoneParts } from './TextParts'

const html = (element: ReactElement) => render(element).container.innerHTML

describe('cells that may wrap between their parts (R-LIST-08)', () => {
  it('an email after its @, nowhere else, reading as the address', () => {
    expect(html(<EmailText text="chan.tai.man@mail.example.hk" />)).toBe('chan.tai.man@<wbr>mail.example.hk')
    expect(render(<EmailText text="wong@example.com" />).container.textContent).toBe('wong@example.com')
    expect(html(<EmailText text="no-at-sign" />)).toBe('no-at-sign')
  })

  it('a date-time between its day and its time, each kept whole', () => {
    const whole = '<span style="white-space: nowrap;">'
    expect(html(<DateParts parts={['Nov 21, 2026', '3:05 PM']} />)).toBe(
      `${whole}Nov 21, 2026</span> ${whole}3:05 PM</span>`
    )
    expect(html(<DateParts parts={['Nov 21, 2026']} />)).toBe(`${whole}Nov 21, 2026</span>`)
  })

  it('a phone number between its country code and its number', () => {
    expect(phoneParts('+852 6123 4567')).toEqual(['+852', '6123 4567'])
    expect(phoneParts('+1 415-555-0100')).toEqual(['+1', '415-555-0100'])
    expect(phoneParts('6123 4567')).toBeUndefined()
    expect(phoneParts('+852 call me')).toBeUndefined()
  })
})
