import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../src/catalogue'
import { formattedReference, REFERENCE_PATH } from '../../src/catalogue/reference/reference-file'
import { renderReference } from '../../src/catalogue/reference/render-reference'

const catalogue = loadCatalogue()

describe('catalogue reference docs/catalogue.md', () => {
  const text = renderReference(catalogue)

  it('has one table per collection with every field, its type and its labels in three languages', () => {
    for (const collection of catalogue.collections) {
      const section = text.split(`\n### ${collection.name}`)[1]?.split('\n### ')[0]
      expect(section, collection.name).toBeDefined()
      expect(section).toContain('| field | type | params | cht | chs | en |')
      for (const field of collection.fields) {
        const labels = field.params?.label
        expect(section, `${collection.name}.${field.name}`).toContain(`| \`${field.name}\` | ${field.type} |`)
        if (labels) expect(section).toContain(`| ${labels.cht} | ${labels.chs} | ${labels.en} |`)
      }
    }
  })

  it('describes references, enumerations, indexes and every enum value', () => {
    expect(text).toContain('| `area` | id | → `regAreas`, index |')
    expect(text).toContain('| `status` | string | enum `requestStatus`, default `"open"`, index |')
    expect(text).toContain('| `name` | string | required, text index |')
    for (const [name, definition] of Object.entries(catalogue.enums))
      for (const value of definition.values) expect(text).toContain(`| \`${name}\` | \`${value}\` |`)
  })

  it('is the same for the same catalogue: no dates or run-specific text', () => {
    expect(renderReference(loadCatalogue())).toBe(text)
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('is committed up to date (npm run docs:catalogue)', async () => {
    expect(fs.readFileSync(REFERENCE_PATH, 'utf8')).toBe(await formattedReference())
  })
})
