import type { FieldDef } from '@tutor-admin/shared'
import type { i18n } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTranslator } from '../testing/translator'
import { fieldPathText } from './fieldPathText'

let translator: i18n
beforeAll(async () => {
  translator = await createTranslator()
})

const field = (name: string, label: Record<string, string> | undefined, fields?: FieldDef[]) =>
  ({ name, type: 'string', params: { ...(label && { label }), ...(fields && { fields }) } }) as FieldDef

const lessons = {
  fields: [
    field('cover', { en: 'Cover', cht: '封面', chs: '封面' }),
    field('images', { en: 'Pictures', cht: '圖片', chs: '图片' }),
    field('items', { en: 'Items', cht: '項目', chs: '项目' }, [
      field('picture', { en: 'Picture', cht: '相片', chs: '相片' })
    ]),
    field('name', undefined)
  ]
}

describe('where in a record a file is used, in the language shown (R-MED-05)', () => {
  it('names each field by its catalogue label and each list item by its number', () => {
    const say = (path: string, lang: 'en' | 'cht' | 'chs') =>
      fieldPathText(lessons, path, lang, translator.getFixedT(lang))
    expect(say('cover', 'en')).toBe('Cover')
    expect(say('cover', 'cht')).toBe('封面')
    expect(say('images.2', 'en')).toBe('Pictures #3')
    expect(say('images.0', 'chs')).toBe('图片 #1')
    expect(say('items.0.picture', 'cht')).toBe('項目 #1 › 相片')
    expect(say('items.4.picture', 'en')).toBe('Items #5 › Picture')
  })

  it("says a reserved field by the console's own label, and an unknown one by its name", () => {
    const t = translator.getFixedT('en')
    expect(fieldPathText(lessons, 'name', 'en', t)).toBe(t('list:fields.name'))
    expect(fieldPathText(lessons, 'gone.1', 'en', t)).toBe('gone #2')
    expect(fieldPathText(undefined, 'cover', 'cht', translator.getFixedT('cht'))).toBe('cover')
  })
})
