import { describe, expect, it } from 'vitest'
import { convertChinese } from './convertChinese'
import { confirmed, machineLangs, withText } from '../../fields/multiLangValue'

describe('filling one Chinese script from the other', () => {
  it('converts Traditional to Simplified and back', async () => {
    expect(await convertChinese('數學補習老師', 'cht')).toBe('数学补习老师')
    expect(await convertChinese('数学补习老师', 'chs')).toBe('數學補習老師')
  })

  it('marks converted text until a person edits or confirms it', () => {
    const traditional = [{ lang: 'cht' as const, value: '數學' }]
    const filled = withText(traditional, 'chs', '数学', true)
    expect(filled).toEqual([
      { lang: 'cht', value: '數學' },
      { lang: 'chs', value: '数学', machine: true }
    ])
    expect(machineLangs(withText(filled, 'en', 'Maths'))).toEqual(new Set(['chs']))
    expect(machineLangs(withText(filled, 'chs', '数学课'))).toEqual(new Set())
    expect(confirmed(filled, 'chs')).toEqual([
      { lang: 'cht', value: '數學' },
      { lang: 'chs', value: '数学' }
    ])
  })
})
