import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TranslationBadge } from './TranslationBadge'
import { translationBadgeParts } from './translationBadge'

describe('the completeness badge of translatable cells', () => {
  it('names each language and dims those without text; blank text counts as none', () => {
    expect(
      translationBadgeParts([
        { lang: 'cht', value: '課' },
        { lang: 'en', value: ' ' }
      ])
    ).toEqual([
      { lang: 'cht', missing: false },
      { lang: 'chs', missing: true },
      { lang: 'en', missing: true }
    ])
    expect(translationBadgeParts([])).toEqual([])
    expect(translationBadgeParts(null)).toEqual([])
  })

  it('is one element of plain spans with class names, and nothing for a value without text', () => {
    const html = renderToStaticMarkup(
      <TranslationBadge
        value={[
          { lang: 'cht', value: '課' },
          { lang: 'chs', value: '课', machine: true }
        ]}
      />
    )
    expect(html).toBe(
      '<span class="translation-badge" data-testid="translation-badge" data-missing="en">' +
        '<span lang="cht">繁</span><span lang="chs">简</span><span lang="en" class="missing">EN</span></span>'
    )
    expect(renderToStaticMarkup(<TranslationBadge value={[]} />)).toBe('')
  })
})
