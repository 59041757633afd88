import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue'
import { PostgresDialect } from '../../db/dialects/postgres'
import { SqliteDialect } from '../../db/dialects/sqlite'
import { planCollection, planColumns } from './search-collection'
import { searchFieldsOf } from './search-fields'
import { byRank, matchScore, rankRecord } from './rank-records'

const catalogue = loadCatalogue()
const fieldsOf = (name: string) => searchFieldsOf(catalogue.collection(name))!

describe.each([
  ['sqlite', new SqliteDialect(), 'teachers__fts'],
  ['postgres', new PostgresDialect(), 'teachers__text']
])('how a collection is searched on %s', (_name, dialect, indexTable) => {
  it('looks a term of three characters up in the text index, reading at most four times the answer', () => {
    const plan = planCollection(fieldsOf('teachers'), { dialect, term: 'cha', limit: 5, big: true })
    if (!plan || plan === 'tooShort') throw new Error('no plan')
    expect(plan.where.sql).toMatch(/ LIMIT \?\)$/)
    expect(plan.where.bindings).toContain(indexTable)
    expect(plan.where.bindings).toContain(20)
    expect(plan.candidates).toBe(20)
    expect(planColumns(plan)).toEqual(['name', 'email'])
  })

  it('leaves a big collection out for a shorter term, and says a longer one would search it', () => {
    expect(planCollection(fieldsOf('teachers'), { dialect, term: 'ch', limit: 5, big: true })).toBe(
      'tooShort'
    )
  })

  it('reads a small collection by its keyword fields when the index cannot answer', () => {
    const plan = planCollection(fieldsOf('teachers'), { dialect, term: '大文', limit: 5, big: false })
    if (!plan || plan === 'tooShort') throw new Error('no plan')
    expect(plan.where.sql).toContain('LIKE')
    expect(plan.where.bindings).toContain('%大文%')
  })

  it('never reads a big collection without a text index', () => {
    expect(planCollection(fieldsOf('users'), { dialect, term: 'admin', limit: 5, big: true })).toBeUndefined()
    expect(planCollection(fieldsOf('users'), { dialect, term: 'admin', limit: 5, big: false })).toBeTruthy()
  })
})

describe('ranking what was found', () => {
  it('puts the whole text first, then its start, the start of a word, anywhere', () => {
    expect(matchScore('Chan', 'chan')).toBe(0)
    expect(matchScore('Chan Tai Man', 'chan')).toBe(1)
    expect(matchScore('tai.chan@x.com', 'chan')).toBe(2)
    expect(matchScore('Kachan', 'chan')).toBe(3)
  })

  it('names a record by its name in the language asked, with the text that matched beside it', () => {
    const searched = [{ name: 'email', kind: 'text' as const }]
    const title = { name: 'name', kind: 'person' as const }
    const row = { _id: 'a', name: { lastName: '李', firstName: '小龍' }, email: 'dragon@x.com' }
    expect(rankRecord(row, 'dragon', searched, title, 'en')).toMatchObject({
      title: '李 小龍',
      detail: 'dragon@x.com',
      score: 1
    })
    const lesson = {
      _id: 'b',
      title: [
        { lang: 'cht', value: '數學' },
        { lang: 'en', value: 'Maths' }
      ]
    }
    const translated = { name: 'title', kind: 'translated' as const }
    expect(rankRecord(lesson, '數學', [translated], translated, 'en')).toMatchObject({
      title: 'Maths',
      detail: '數學'
    })
  })

  it('orders by match, then the shorter text, then the older record', () => {
    const rows = [
      { _id: '3', title: 'x', score: 3, length: 4 },
      { _id: '2', title: 'x', score: 1, length: 9 },
      { _id: '1', title: 'x', score: 1, length: 9 },
      { _id: '0', title: 'x', score: 1, length: 5 }
    ]
    expect(rows.sort(byRank).map((row) => row._id)).toEqual(['0', '1', '2', '3'])
  })
})
