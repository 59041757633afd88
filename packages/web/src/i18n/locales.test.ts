import { LANGS } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import chs from './locales/chs/index'
import cht from './locales/cht/index'
import en from './locales/en/index'
import { NAMESPACES } from './languageFiles'

const files = { cht, chs, en }

/** Every key of a nested translation object, dotted. */
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix]

const textsOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [String(value)]

describe('translation files (R-DOM-60)', () => {
  it.each([...NAMESPACES])('namespace %s has the same keys in cht, chs and en', (namespace) => {
    const [first, ...rest] = LANGS.map((lang) => keysOf(files[lang][namespace]).sort())
    for (const keys of rest) expect(keys).toEqual(first)
  })

  it.each(['cht', 'chs'] as const)('%s has no English left over and no empty text', (lang) => {
    for (const namespace of NAMESPACES)
      for (const text of textsOf(files[lang][namespace])) {
        expect(text.trim(), `${namespace}: ${text}`).not.toBe('')
        // Interpolations, product and key names, date and file formats, the API's and HTTP's terms, headers and
        // documents may stay Latin; words may not.
        const words = text.replace(
          /\{\{[^}]+\}\}|\$t\([^)]*\)|YYYY-MM-DD|HH:mm:ss|Admin|English|CSV|Excel|xlsx|csv|IB|DSE|ID|URL|UTF|Shift|Enter|Ctrl|Esc|API|Authorization: Bearer|openapi\.json|Webhook|POST|HTTP|https?:\/\/|X-Tutor-Signature|docs\/integrations\.md/g,
          ''
        )
        expect(words, `${namespace}: ${text}`).not.toMatch(/[A-Za-z]{3,}/)
      }
  })
})
