import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runScheduledPublishing } from '../../src/jobs/publishing-job'
import { eventOf } from '../support/event-of'
import { historyOf } from '../support/journal-calls'
import { startTestServer, type TestServer } from '../support/test-server'

let first: TestServer
let second: TestServer

// Far in the future, so that the servers' own timers (on the real clock) never reach them.
const at = (iso: string) => new Date(iso)
const PUBLISH = '2099-03-01T08:00:00.000Z'
const UNPUBLISH = '2099-03-10T08:00:00.000Z'

beforeAll(async () => {
  first = await startTestServer()
  // A second process on the same database, as behind a load balancer.
  second = await startTestServer({ ADMIN_PASSWORD: first.admin.password }, { db: first.db })
})
afterAll(async () => {
  await second?.stop({ keepDatabase: true })
  await first?.stop()
})

const statusOf = async (collection: string, id: string) =>
  (await first.request('GET', `/api/${collection}/${id}`)).body.status

/** Runs the job on both processes at once, as of `now`: the steps taken, by either. */
const runBoth = async (now: Date) => {
  const [one, two] = await Promise.all([
    runScheduledPublishing(first.app, now),
    runScheduledPublishing(second.app, now)
  ])
  return [...one, ...two]
}

describe('scheduled publishing and taking down (news, ads, campaigns, events)', () => {
  it('publishes at publishAt and takes down at unpublishAt, once across two processes, journalled and heard', async () => {
    const schedule = { status: 'draft', publishAt: PUBLISH, unpublishAt: UNPUBLISH }
    const news = await first.request('POST', '/api/news', {
      title: [{ lang: 'en', value: 'Exam tips' }],
      ...schedule
    })
    const ad = await first.request('POST', '/api/ads', { name: 'Spring ad', type: 'footer', ...schedule })
    const campaign = await first.request('POST', '/api/campaigns', { name: 'Spring', ...schedule })
    const event = await first.request('POST', '/api/events', { name: 'Open day', ...schedule })
    const created = { news, ads: ad, campaigns: campaign, events: event }
    for (const answer of Object.values(created)) expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    // Each process's consoles hear the writes it makes.
    const tabs = [await first.socket(first.admin.token), await second.socket(second.admin.token)]
    try {
      expect(await runBoth(at('2099-03-01T07:59:59.000Z'))).toEqual([])
      expect(await statusOf('news', news.body._id)).toBe('draft')

      const published = await runBoth(at(PUBLISH))
      expect(published.map((step) => step.step)).toEqual(['publish', 'publish', 'publish', 'publish'])
      for (const [collection, answer] of Object.entries(created))
        expect(await statusOf(collection, answer.body._id)).toBe('published')
      await Promise.any(
        tabs.map((tab) =>
          eventOf(tab, 'news patched', (data) => data._id === news.body._id && data.status === 'published')
        )
      )
      // A later run finds nothing left to do.
      expect(await runBoth(at('2099-03-05T00:00:00.000Z'))).toEqual([])

      const takenDown = await runBoth(at(UNPUBLISH))
      expect(takenDown.map((step) => step.step)).toEqual(['unpublish', 'unpublish', 'unpublish', 'unpublish'])
      expect(await statusOf('events', event.body._id)).toBe('draft')

      const history = await historyOf(first, 'news', news.body._id)
      const statusChanges = history.filter((change: any) => change.action === 'patch' && change.diff?.status)
      expect(statusChanges.map((change: any) => [change.via, change.user, change.diff.status.new])).toEqual([
        ['system', null, 'published'],
        ['system', null, 'draft']
      ])
    } finally {
      for (const tab of tabs) tab.close()
    }
  })

  it('does not publish a record whose taking down is due too, nor publish again one staff took down', async () => {
    const late = await first.request('POST', '/api/news', {
      title: [{ lang: 'en', value: 'Missed' }],
      publishAt: '2099-04-01T00:00:00.000Z',
      unpublishAt: '2099-04-02T00:00:00.000Z'
    })
    const kept = await first.request('POST', '/api/news', {
      title: [{ lang: 'en', value: 'Taken down by hand' }],
      publishAt: '2099-04-01T00:00:00.000Z'
    })
    const unset = await first.request('POST', '/api/events', {
      name: 'No status yet',
      status: null,
      publishAt: '2099-04-01T00:00:00.000Z'
    })
    expect(unset.body.status).toBeNull()
    // Either process may take either step: compared in any order.
    const taken = await runBoth(at('2099-04-03T00:00:00.000Z'))
    expect(taken).toHaveLength(2)
    expect(taken).toEqual(
      expect.arrayContaining([
        { collection: 'news', _id: kept.body._id, step: 'publish' },
        { collection: 'events', _id: unset.body._id, step: 'publish' }
      ])
    )
    expect(await statusOf('events', unset.body._id)).toBe('published')
    expect(await statusOf('news', late.body._id)).toBe('draft')
    await first.request('PATCH', `/api/news/${kept.body._id}`, { status: 'draft' })
    expect(await runBoth(at('2099-04-04T00:00:00.000Z'))).toEqual([])
    expect(await statusOf('news', kept.body._id)).toBe('draft')
    // Scheduled anew, it is published again at the new time.
    await first.request('PATCH', `/api/news/${kept.body._id}`, { publishAt: '2099-04-05T00:00:00.000Z' })
    expect((await runBoth(at('2099-04-05T00:00:00.000Z'))).map((step) => step._id)).toEqual([kept.body._id])
  })
})
