import { columnFields, type CollectionDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { buildColumns } from '../../records/columns/buildColumns'
import { chosenColumnsOf, columnChoicesOf, moveChoice, toggleChoice, withColumnWidth } from './columnChoices'

const news: CollectionDef = {
  name: 'news',
  params: {},
  fields: [
    { name: 'title', type: 'string', params: { translate: true } },
    { name: 'status', type: 'string', params: { enum: 'newsStatus' } },
    { name: 'date', type: 'date' },
    { name: 'secret', type: 'string', params: { hidden: true } }
  ]
}
const settings = { headers: ['title', 'date'] }
const names = (items: Array<{ name: string }>) => items.map((item) => item.name)

describe('the columns a person chooses (R-LIST-08, per person)', () => {
  it('shows the chosen columns in their order with their widths, else the route’s headers', () => {
    const chosen = buildColumns(news, settings, {
      chosen: [{ field: 'status', width: 140 }, { field: 'modified' }, { field: 'title' }]
    })
    expect(chosen.map(({ name, width }) => [name, width])).toEqual([
      ['status', 140],
      ['modified', undefined],
      ['title', undefined]
    ])
    expect(names(buildColumns(news, settings))).toEqual(['title', 'date'])
    expect(names(buildColumns(news, settings, { chosen: [] }))).toEqual(['title', 'date'])
  })

  it('quietly leaves out a chosen field the catalogue no longer has, and hidden ones', () => {
    const warnings: string[] = []
    const columns = buildColumns(news, settings, {
      chosen: [{ field: 'gone' }, { field: 'secret' }, { field: 'date' }],
      warn: (message) => warnings.push(message)
    })
    expect(names(columns)).toEqual(['date'])
    expect(names(buildColumns(news, settings, { chosen: [{ field: 'gone' }] }))).toEqual(['title', 'date'])
    expect(warnings).toEqual([])
  })

  it('lists the shown columns first, in order, then every other readable field', () => {
    const columns = buildColumns(news, settings, {
      chosen: [{ field: 'date', width: 90 }, { field: 'title' }]
    })
    const choices = columnChoicesOf(columnFields(news), columns)
    expect(choices.map(({ name, shown, width }) => [name, shown, width])).toEqual([
      ['date', true, 90],
      ['title', true, undefined],
      ['_id', false, undefined],
      ['created', false, undefined],
      ['modified', false, undefined],
      ['modifiedBy', false, undefined],
      ['status', false, undefined]
    ])
  })

  it('offers the columns left out to fit the width unticked, right after those shown, saying so', () => {
    const choices = columnChoicesOf(columnFields(news), buildColumns(news, settings), ['date'])
    expect(choices.slice(0, 3).map(({ name, shown, leftOut }) => [name, shown, leftOut])).toEqual([
      ['title', true, undefined],
      ['date', false, true],
      ['_id', false, undefined]
    ])
    // Saved as it is, the columns shown become the person's own; ticked, the column comes back.
    expect(chosenColumnsOf(choices)).toEqual([{ field: 'title' }])
    expect(chosenColumnsOf(toggleChoice(choices, 'date'))).toEqual([{ field: 'title' }, { field: 'date' }])
  })

  it('moves, shows and hides lines, never hiding the last column shown', () => {
    const choices = columnChoicesOf(columnFields(news), buildColumns(news, settings))
    const moved = moveChoice(choices, 1, 0)
    expect(names(moved).slice(0, 2)).toEqual(['date', 'title'])
    expect(moveChoice(choices, 0, -5)).toBe(choices)
    expect(names(moveChoice(choices, 0, 99)).at(-1)).toBe('title')
    const status = toggleChoice(moved, 'status')
    expect(chosenColumnsOf(status)).toEqual([{ field: 'date' }, { field: 'title' }, { field: 'status' }])
    const onlyDate = toggleChoice(toggleChoice(status, 'title'), 'status')
    expect(chosenColumnsOf(onlyDate)).toEqual([{ field: 'date' }])
    expect(toggleChoice(onlyDate, 'date')).toBe(onlyDate)
  })

  it('keeps a resized column’s width with the others as they are', () => {
    const columns = buildColumns(news, settings, {
      chosen: [{ field: 'title', width: 300 }, { field: 'date' }]
    })
    expect(withColumnWidth(columns, 'date', 120)).toEqual([
      { field: 'title', width: 300 },
      { field: 'date', width: 120 }
    ])
  })
})
