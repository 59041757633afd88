import { describe, expect, it } from 'vitest'
import { hueOf, initialsAvatar, initialsOf } from './initials-avatar'

describe('generated avatars (C17)', () => {
  it('takes up to two initials, or the first character of a CJK name', () => {
    expect(initialsOf('Wong Ka Yan')).toBe('WK')
    expect(initialsOf('admin')).toBe('A')
    expect(initialsOf('陳 大文')).toBe('陳')
    expect(initialsOf('  ')).toBe('?')
  })

  it('derives a stable colour from the id', () => {
    expect(hueOf('01abc')).toBe(hueOf('01abc'))
    const hues = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map(hueOf))
    expect(hues.size).toBeGreaterThan(3)
    expect([...hues].every((hue) => hue >= 0 && hue < 360)).toBe(true)
  })

  it('escapes the name into the SVG', () => {
    const svg = initialsAvatar('id', '<script> x')
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&#60;X</text>')
  })
})
