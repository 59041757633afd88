import { DATA_CONSTANTS, type CollectionDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { buildColumns } from './buildColumns'
import { sortableByMatches, sortsWithoutIndex } from './sortableByMatches'

const teachers: CollectionDef = {
  name: 'teachers',
  fields: [
    { name: 'name', type: 'string' },
    { name: 'experienceYears', type: 'number' },
    { name: 'hourlyRate', type: 'number' }
  ],
  params: {},
  sortable: ['hourlyRate', '_id']
}
const big: CollectionDef = { ...teachers, big: true, sortLimit: 500 }
const settings = { headers: ['name', 'experienceYears', 'hourlyRate'] }

/** Each heading as it shows: sortable, greyed (`unindexed`) or plain. */
const headings = (collection: CollectionDef, total?: number, totalEstimated?: 'about' | 'more') =>
  sortableByMatches(buildColumns(collection, settings), collection, { total, totalEstimated }).map(
    (column) => (column.unindexed ? 'greyed' : column.sortable ? 'sortable' : 'plain')
  )

describe('headings of a big collection as the list’s matches allow (R-PAGE-03, R-PAGE-09)', () => {
  it('greys a column no index serves while the list’s conditions match more than the bound', () => {
    expect(headings(big, 501)).toEqual(['greyed', 'greyed', 'sortable'])
    // An estimated total is above the exact count limit, so above the bound too.
    expect(headings(big, 40, 'more')).toEqual(['greyed', 'greyed', 'sortable'])
    expect(headings(big, 1_000_000, 'about')).toEqual(['greyed', 'greyed', 'sortable'])
  })

  it('greys it while the matches are not counted yet', () => {
    expect(headings(big)).toEqual(['greyed', 'greyed', 'sortable'])
  })

  it('offers every sort once the conditions match at most the bound', () => {
    expect(headings(big, 500)).toEqual(['sortable', 'sortable', 'sortable'])
    expect(headings(big, 0)).toEqual(['sortable', 'sortable', 'sortable'])
  })

  it('sorts a collection that is not big by any column, whatever its total', () => {
    expect(headings(teachers, 2_000_000, 'about')).toEqual(['sortable', 'sortable', 'sortable'])
  })

  it('takes the shared bound where the server published none', () => {
    const unpublished = { ...big, sortLimit: undefined }
    expect(sortsWithoutIndex(unpublished, { total: DATA_CONSTANTS.unindexedSortLimit })).toBe(true)
    expect(sortsWithoutIndex(unpublished, { total: DATA_CONSTANTS.unindexedSortLimit + 1 })).toBe(false)
  })

  it('answers the same columns when none waits for an index', () => {
    const columns = buildColumns(teachers, settings)
    expect(sortableByMatches(columns, big, { total: 10 })).toBe(columns)
  })
})
