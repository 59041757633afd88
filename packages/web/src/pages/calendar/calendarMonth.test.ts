import { describe, expect, it } from 'vitest'
import { endedCampaigns, marksByDay, monthWeeks, overlappingAds } from './calendarMonth'

describe('the publishing calendar', () => {
  it('lays a month out in weeks from Monday, the neighbouring days filling them', () => {
    const weeks = monthWeeks(2026, 0)
    expect(weeks[0]).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04'
    ])
    expect(weeks.at(-1)).toContain('2026-01-31')
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(monthWeeks(2026, 5)[0][0]).toBe('2026-06-01')
  })

  it('marks a record on its publishing and its taking-down day', () => {
    const publishAt = new Date(2026, 2, 3, 9).toISOString()
    const unpublishAt = new Date(2026, 2, 9, 18).toISOString()
    const marks = marksByDay({
      news: [{ _id: 'n1', label: 'Exam tips', publishAt, unpublishAt }],
      ads: [],
      campaigns: [],
      events: [{ _id: 'e1', label: 'Open day', publishAt }]
    })
    expect(marks.get('2026-03-03')?.map((mark) => [mark.collection, mark.step])).toEqual([
      ['news', 'publish'],
      ['events', 'publish']
    ])
    expect(marks.get('2026-03-09')?.map((mark) => mark.record._id)).toEqual(['n1'])
  })

  it('warns of ads in one slot at overlapping times, and of campaigns past their end', () => {
    const ad = (id: string, type: string, from: string, to?: string, status = 'published') => ({
      _id: id,
      label: id,
      type,
      status,
      startDate: from,
      endDate: to
    })
    const ads = [
      ad('a', 'footer', '2026-03-01', '2026-03-10'),
      ad('b', 'footer', '2026-03-10', '2026-03-20'),
      ad('c', 'footer', '2026-03-21'),
      ad('d', 'video', '2026-03-01', '2026-03-31'),
      ad('e', 'footer', '2026-03-01', '2026-03-31', 'draft')
    ]
    const pairs = overlappingAds(ads, '2026-03-01', '2026-03-31')
    expect(pairs.map(([one, two]) => one._id + two._id)).toEqual(['ab'])
    // Outside the month shown, the clash is not this month's.
    expect(overlappingAds(ads, '2026-04-01', '2026-04-30')).toEqual([])
    const ended = endedCampaigns(
      [
        { _id: 'over', label: 'over', status: 'published', endDate: '2026-03-01T00:00:00.000Z' },
        { _id: 'draft', label: 'draft', status: 'draft', endDate: '2026-03-01T00:00:00.000Z' },
        { _id: 'running', label: 'running', status: 'published', endDate: '2026-04-01T00:00:00.000Z' }
      ],
      '2026-03-15'
    )
    expect(ended.map((campaign) => campaign._id)).toEqual(['over'])
  })
})
