import type { FieldDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { hasText, translationGaps } from './translationGaps'

const fields: FieldDef[] = [
  { name: 'title', type: 'string', params: { translate: true } },
  { name: 'content', type: 'string', params: { translate: true, rich: true } },
  { name: 'order', type: 'number' }
]

describe('translation status of a record (R-ED-12 translationStatus, R-SCH-06)', () => {
  it('R-ED-12 names, per translatable field, the languages without text', () => {
    const gaps = translationGaps(fields, {
      title: [
        { lang: 'cht', value: '新學期' },
        { lang: 'en', value: ' ' }
      ],
      content: [
        { lang: 'cht', value: '<p>內容</p>' },
        { lang: 'chs', value: '<p><br></p>' },
        { lang: 'en', value: '<p><img src="/api/attachments/a.webp"></p>' }
      ]
    })
    expect(gaps.map(({ field, missing }) => [field.name, missing])).toEqual([
      ['title', ['chs', 'en']],
      ['content', ['chs']]
    ])
  })

  it('R-ED-12 takes a plain string as Traditional Chinese and an empty record as missing everything', () => {
    expect(translationGaps(fields, { title: '標題' })[0].missing).toEqual(['chs', 'en'])
    expect(translationGaps(fields, {}).map((gap) => gap.missing)).toEqual([
      ['cht', 'chs', 'en'],
      ['cht', 'chs', 'en']
    ])
  })

  it('counts only words or media as rich text', () => {
    expect(hasText('<p>&nbsp;</p><p><br></p>', true)).toBe(false)
    expect(hasText('<p><strong> </strong></p>', true)).toBe(false)
    expect(hasText('<p>a</p>', true)).toBe(true)
    expect(hasText('<p><iframe src="https://video"></iframe></p>', true)).toBe(true)
    expect(hasText('<p></p>')).toBe(true)
  })
})
