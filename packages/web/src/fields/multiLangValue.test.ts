import { describe, expect, it } from 'vitest'
import { missingLangs, textsByLang, withText } from './multiLangValue'

describe('the multi-language box (R-WID-10)', () => {
  it('counts the languages without text: English only leaves 2', () => {
    expect(missingLangs([{ lang: 'en', value: 'Hello' }])).toBe(2)
    expect(missingLangs(undefined)).toBe(3)
    expect(missingLangs({ cht: '你好', chs: '你好', en: 'Hi' })).toBe(0)
  })

  it('edits one language and leaves out languages without text', () => {
    const value = withText([{ lang: 'en', value: 'Hi' }], 'cht', '你好')
    expect(value).toEqual([
      { lang: 'cht', value: '你好' },
      { lang: 'en', value: 'Hi' }
    ])
    expect(textsByLang(value)).toEqual({ cht: '你好', chs: '', en: 'Hi' })
  })

  it('keeps a cleared language as an empty string, never an empty list (R-WID-12)', () => {
    const value = [{ lang: 'cht', value: '<p>你好</p>' }]
    expect(withText(value, 'cht', '')).toEqual([{ lang: 'cht', value: '' }])
    expect(withText([{ lang: 'en', value: 'Hi' }, ...value], 'en', '')).toEqual([
      { lang: 'cht', value: '<p>你好</p>' },
      { lang: 'en', value: '' }
    ])
  })
})
