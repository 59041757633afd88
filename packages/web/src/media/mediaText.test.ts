import { describe, expect, it } from 'vitest'
import { altText, altTexts, formatBytes, formatDuration } from './mediaText'

describe('media texts', () => {
  it('writes sizes in bytes, KB and MB', () => {
    expect(formatBytes(512, 'en')).toBe('512 B')
    expect(formatBytes(2048, 'en')).toBe('2 KB')
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB')
    expect(formatBytes(undefined)).toBe('')
  })

  it('writes lengths as m:ss and h:mm:ss', () => {
    expect(formatDuration(5)).toBe('0:05')
    expect(formatDuration(125.4)).toBe('2:05')
    expect(formatDuration(3725)).toBe('1:02:05')
    expect(formatDuration(undefined)).toBe('')
  })

  it('reads alt texts of either shape, in the languages order, skipping empty ones', () => {
    expect(
      altTexts([
        { lang: 'en', value: 'A cat' },
        { lang: 'cht', value: '貓' },
        { lang: 'chs', value: ' ' }
      ])
    ).toEqual([
      { lang: 'cht', text: '貓' },
      { lang: 'en', text: 'A cat' }
    ])
    expect(altTexts({ chs: '猫' })).toEqual([{ lang: 'chs', text: '猫' }])
    expect(altTexts(null)).toEqual([])
  })

  it('picks the alt text of the interface language, else another', () => {
    const alt = [
      { lang: 'cht', value: '海灘' },
      { lang: 'en', value: 'A beach' }
    ]
    expect(altText(alt, 'en')).toBe('A beach')
    expect(altText(alt, 'chs')).toBe('海灘')
    expect(altText(undefined, 'en')).toBe('')
  })
})
