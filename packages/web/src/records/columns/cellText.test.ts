import { describe, expect, it } from 'vitest'
import { setDateLocale } from '../../i18n/dates'
import { displayKindOf, type ListColumn } from './buildColumns'
import { cellText, plainText, recordLabel, type CellContext } from './cellText'
import type { FieldDef } from '@tutor-admin/shared'

const column = (field: FieldDef): ListColumn => ({
  name: field.name,
  field,
  kind: displayKindOf(field),
  sortable: true
})

const context = (lang: CellContext['lang'] = 'en'): CellContext => ({
  lang,
  enums: {
    newsStatus: {
      values: ['draft', 'published'],
      labels: { draft: { en: 'Draft', cht: '草稿', chs: '草稿' } }
    }
  },
  labels: new Map([['area', new Map([['a1', 'Sha Tin']])]]),
  currency: '$',
  yes: 'Yes',
  no: 'No',
  items: (count) => `${count} items`
})

describe('cell display (R-LIST-08, R-LIST-16, R-RT-18)', () => {
  it('shows translatable text in the language, falling back to cht then any', () => {
    const title = column({ name: 'title', type: 'string', params: { translate: true } })
    const value = [
      { lang: 'cht', value: '最新消息' },
      { lang: 'en', value: 'News' }
    ]
    expect(cellText(value, title, context('en'))).toBe('News')
    expect(cellText(value, title, context('chs'))).toBe('最新消息')
    expect(cellText([{ lang: 'en', value: 'Only English' }], title, context('cht'))).toBe('Only English')
  })

  it('shows prices with the currency symbol, booleans and enumerations by label', () => {
    expect(cellText(1250.5, column({ name: 'price', type: 'number' }), context())).toBe('$1,250.5')
    expect(cellText(false, column({ name: 'verified', type: 'boolean' }), context())).toBe('No')
    const status = column({ name: 'status', type: 'string', params: { enum: 'newsStatus' } })
    expect(cellText('draft', status, context('cht'))).toBe('草稿')
    expect(cellText('unknown', status, context())).toBe('unknown')
    expect(cellText(null, status, context())).toBe('')
  })

  it('formats dates as lll, and as ll when date only', () => {
    setDateLocale('en')
    expect(cellText('2024-03-05T09:30:00.000Z', column({ name: 'at', type: 'date' }), context())).toMatch(
      /^Mar 5, 2024 \d+:30 [AP]M$/
    )
    expect(
      cellText('2024-03-05', column({ name: 'day', type: 'date', params: { dateOnly: true } }), context())
    ).toBe('Mar 5, 2024')
  })

  it('shows references by their label, "…" while looking up, the id when not found', () => {
    const area = column({ name: 'area', type: 'id', params: { ref: 'regAreas' } })
    expect(cellText('a1', area, context())).toBe('Sha Tin')
    expect(cellText('zz', area, context())).toBe('zz')
    const other = column({ name: 'other', type: 'id', params: { ref: 'regAreas' } })
    expect(cellText('a1', other, context())).toBe('…')
  })

  it('shows names, lists, nested items and rich text as one line', () => {
    expect(
      cellText(
        { lastName: '陳', firstName: '大文' },
        column({ name: 'name', type: 'object', params: { personName: true } }),
        context()
      )
    ).toBe('陳 大文')
    expect(
      cellText(
        ['a', 'b'],
        column({ name: 'keywords', type: 'array', params: { itemType: 'string' } }),
        context()
      )
    ).toBe('a, b')
    expect(
      cellText([{}, {}], column({ name: 'items', type: 'array', params: { itemType: 'object' } }), context())
    ).toBe('2 items')
    expect(plainText('<p>Hello&nbsp;<b>world</b></p><p>again</p>')).toBe('Hello world again')
  })

  it('labels referenced records by nameFields, nameField or name (R-LIST-06)', () => {
    const field: FieldDef = {
      name: 'user',
      type: 'id',
      params: { ref: 'appUsers', nameFields: ['name.lastName', 'name.firstName'] }
    }
    expect(recordLabel({ name: { lastName: '陳', firstName: '大文' } }, field, 'en')).toBe('陳 大文')
    expect(
      recordLabel(
        { name: [{ lang: 'en', value: 'Maths' }] },
        { name: 's', type: 'id', params: { ref: 'x' } },
        'en'
      )
    ).toBe('Maths')
  })
})
