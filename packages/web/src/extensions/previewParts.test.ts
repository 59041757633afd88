import type { FieldDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { previewOf } from './previewParts'

const news: FieldDef[] = [
  { name: 'title', type: 'string', params: { translate: true } },
  { name: 'content', type: 'string', params: { translate: true, rich: true } },
  { name: 'status', type: 'string' }
]

const values = {
  title: [
    { lang: 'cht', value: '暑期班招生' },
    { lang: 'en', value: 'Summer classes' }
  ],
  content: [{ lang: 'cht', value: '<p>歡迎報名</p>' }]
}

describe('content preview (R-ED-12 contentPreview)', () => {
  it('R-ED-12 shows the title as heading and the rich text of the language', () => {
    const preview = previewOf(news, values, 'en')
    expect(preview.heading).toMatchObject({ text: 'Summer classes', fallback: false })
    expect(preview.parts).toEqual([
      expect.objectContaining({ text: '<p>歡迎報名</p>', rich: true, fallback: true })
    ])
  })

  it('R-ED-12 falls back as readers do: a language without text shows the Traditional Chinese', () => {
    const preview = previewOf(news, values, 'chs')
    expect(preview.heading).toMatchObject({ text: '暑期班招生', fallback: true })
    expect(previewOf(news, values, 'cht').parts[0]).toMatchObject({ fallback: false })
  })

  it('takes the name as heading of a record without translatable title (a campaign)', () => {
    const campaign: FieldDef[] = [
      { name: 'name', type: 'string' },
      { name: 'description', type: 'string', params: { translate: true, rich: true } }
    ]
    const preview = previewOf(campaign, { name: 'Back to school' }, 'en')
    expect(preview.heading).toMatchObject({ text: 'Back to school', fallback: false })
    expect(preview.parts).toEqual([expect.objectContaining({ text: '', fallback: true })])
  })
})
