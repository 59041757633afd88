import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmailText } from './EmailText'

const html = (text: string) => render(<EmailText text={text} />).container.innerHTML

describe('an email in a narrow cell (R-LIST-08)', () => {
  it('may wrap after the @ and before each dot, nowhere else', () => {
    expect(html('chan.tai.man@mail.example.hk')).toBe(
      'chan<wbr>.tai<wbr>.man@<wbr>mail<wbr>.example<wbr>.hk'
    )
  })

  it('reads the same as the address', () => {
    const { container } = render(<EmailText text="wong@example.com" />)
    expect(container.textContent).toBe('wong@example.com')
    expect(html('')).toBe('')
    expect(html('no-at-sign')).toBe('no-at-sign')
  })
})
